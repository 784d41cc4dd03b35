// The server-rendered forms before the app has taken the page over, and with JavaScript off. The app
// handles every submit itself; until it runs, the browser would submit natively: the login form as
// GET /login?email=…&password=… (the password in the address bar, the history and the Referer), the
// search by reloading the page on Enter (docs/requirements.md §5: form submit is suppressed). The
// CSP's `form-action 'none'` refuses both, and the browser says so on its console; with JavaScript
// on, a tap on Sign in is held before it submits anything (docs/requirements.md §10.2a).
//
// After a refused submit Playwright keeps waiting for the navigation it saw begin, so the actions
// that submit pass `noWaitAfter` and what follows is read with plain scripts.
import type { Browser, Page, Request } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '@/client/lib/appReady';
import { expect, test } from './support/fixtures';

const PASSWORD = 'early-secret-123';

interface PageBeforeApp {
  page: Page;
  /** Every request the page made after it opened. */
  requests: Request[];
  /**
   * What the page did with a submit: the browser's console message when it refused it, or the URL
   * it went to (a failure then shows where the form's fields went).
   */
  submitOutcome: () => Promise<string>;
  /** Lets the app's script through (JavaScript on only). */
  releaseApp: () => void;
  close: () => Promise<void>;
}

/**
 * A page of its own (not the suite's, which fails a test on any CSP message and waits for the app):
 * with JavaScript off, or with the app's script held back so the server's page stays as it came.
 */
async function openBeforeApp(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  javaScript: boolean,
): Promise<PageBeforeApp> {
  const context = await browser.newContext({ javaScriptEnabled: javaScript, baseURL });
  const page = await context.newPage();
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  if (javaScript) {
    await page.route(/\/assets\/app\.[^/]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
  }
  // Not until 'load': with the app's script held, the load event may wait for it.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const submitOutcome = () =>
    Promise.race([
      page.waitForEvent('console', (message) => /form-action/.test(message.text())).then((message) => message.text()),
      page.waitForEvent('framenavigated').then((frame) => `navigated to ${frame.url()}`),
    ]);
  return { page, requests, submitOutcome, releaseApp, close: () => context.close() };
}

/** Where the page is and what a field holds, read by a plain script. */
const pageState = (page: Page, field: string) =>
  page.evaluate(
    (selector) => ({
      path: location.pathname + location.search,
      value: document.querySelector<HTMLInputElement>(selector)?.value,
    }),
    field,
  );

for (const javaScript of [false, true]) {
  const when = javaScript ? 'before the app has taken over' : 'with JavaScript off';

  test(`${when}, the login form sends nothing: the email and password never reach a URL`, async ({
    browser,
    baseURL,
  }) => {
    const { page, requests, submitOutcome, releaseApp, close } = await openBeforeApp(
      browser,
      baseURL,
      '/login',
      javaScript,
    );
    try {
      // An address no account has, so the sign-in below has one answer whatever the emulator holds.
      const email = `early-${Date.now()}@example.com`;
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      const outcome = submitOutcome();
      const signIn = page.getByRole('button', { name: 'Sign in' });
      await signIn.click({ noWaitAfter: true });
      // Without JavaScript the CSP refuses the submit; with it, the entry script holds the tap
      // (lib/earlyTaps.ts) before any submit, and the button says it is busy.
      if (javaScript) await expect(signIn).toHaveAttribute('aria-busy', 'true');
      else expect(await outcome).toMatch(/form-action 'none'/);
      expect(await pageState(page, 'input[type="email"]')).toEqual({ path: '/login', value: email });
      expect(
        requests.map((request) => request.url()).filter((url) => url.includes(PASSWORD) || url.includes('email=')),
      ).toEqual([]);
      if (!javaScript) return;
      // Nothing was lost: once the app has taken over, the held tap signs in with the same fields, once.
      releaseApp();
      await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
      await expect(page.getByText('this email is not registered!')).toBeVisible();
      await expect(signIn).not.toHaveAttribute('aria-busy', 'true');
    } finally {
      await close();
    }
  });

  test(`${when}, Enter in the search neither reloads the page nor loses the text`, async ({
    browser,
    baseURL,
    catalogue,
  }) => {
    const { page, requests, submitOutcome, releaseApp, close } = await openBeforeApp(browser, baseURL, '/', javaScript);
    try {
      await page.getByRole('searchbox').fill('sofa');
      const outcome = submitOutcome();
      await page.getByRole('searchbox').press('Enter', { noWaitAfter: true });
      expect(await outcome).toMatch(/form-action 'none'/);
      expect(await pageState(page, 'input[type="search"]')).toEqual({ path: '/', value: 'sofa' });
      expect(requests.filter((request) => request.isNavigationRequest())).toEqual([]);
      if (!javaScript) return;
      // Once the app has taken over and the product list is in (the home renders again), the
      // field still shows the text and the arrow searches for it.
      releaseApp();
      await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('searchbox')).toHaveValue('sofa');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const sofas = catalogue.products.filter((product) => product.title.toLowerCase().includes('sofa')).length;
      await expect(page.locator('.result-count')).toHaveText(
        `${sofas} ${sofas === 1 ? 'product matches' : 'products match'} “sofa”`,
      );
    } finally {
      await close();
    }
  });
}
