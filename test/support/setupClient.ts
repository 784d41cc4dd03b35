import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy/waitFor keep asking for 5 s, not Testing Library's 1 s: on a busy two-core machine a
// render can take longer than a second, and the wait ends as soon as the screen is there.
configure({ asyncUtilTimeout: 5_000 });

// Every screen's chunk loaded before the tests, as the server's renderer does: a lazy screen
// (app/router.tsx) then renders at once instead of suspending the page. Imported here, after the
// test file has registered its jest.mock()s, so the screens get the mocked modules.
beforeAll(async () => {
  const { preloadAllScreens } = await import('@/client/app/router');
  await preloadAllScreens();
});
