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

// jest-fixed-jsdom's FormData is Node's (for MSW), which cannot read a jsdom <form>; React reads one
// when a form is submitted during a transition (a search that navigates). Read its fields by name.
class FormDataOfForm extends globalThis.FormData {
  constructor(form?: HTMLFormElement) {
    super();
    for (const field of Array.from(form?.elements ?? []) as HTMLInputElement[])
      if (field.name && !field.disabled) this.append(field.name, field.value);
  }
}
globalThis.FormData = FormDataOfForm;
