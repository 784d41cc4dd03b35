import '@testing-library/jest-dom';

// Every screen's chunk loaded before the tests, as the server's renderer does: a lazy screen
// (app/router.tsx) then renders at once instead of suspending the page. Imported here, after the
// test file has registered its jest.mock()s, so the screens get the mocked modules.
beforeAll(async () => {
  const { preloadAllScreens } = await import('@/client/app/router');
  await preloadAllScreens();
});
