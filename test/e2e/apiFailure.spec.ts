// Beyond the spec (it does not handle failures): a failing catalogue API shows a message and a
// Retry button instead of a blank or endless page, and Retry recovers once the API answers again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_LOG_DIR } from './support/environment';
import { expect, openHome, productCards, test } from './support/fixtures';
import { startShopServer } from './support/shopServer';

const serverError = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ error: 'internal', message: 'Database on fire.' }),
};

test('the products API answering 500 shows the error state, and Retry recovers', async ({ page }) => {
  let failing = true;
  let calls = 0;
  await page.route('**/api/products', (route) => {
    calls += 1;
    return failing ? route.fulfill(serverError) : route.continue();
  });
  await page.goto('/');
  const error = page.getByRole('alert').filter({ hasText: 'Database on fire.' });
  await expect(error).toBeVisible();
  await expect(productCards(page)).toHaveCount(0);
  // The categories did not fail and are still shown.
  await expect(page.locator('button.category-tile').first()).toBeVisible();

  await expect.poll(() => calls).toBe(1);
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => calls).toBe(2);
  await expect(error).toBeVisible(); // still failing: still the error, not a blank grid
  await expect(error.getByRole('button', { name: 'Retry' })).toBeEnabled();
  failing = false;
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(productCards(page)).toHaveCount(6);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

/**
 * The page as the server sends it when it could not render its first screen (catalogue
 * unavailable at that moment): the plain SPA, which then asks the API for everything itself.
 */
async function servePlainPage(page: Page, pagePath: string): Promise<void> {
  await page.route(
    (url) => url.pathname === pagePath,
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<div id="root">.*<\/div><script id="shop-first-screen"[^>]*>.*?<\/script>/s,
        '<div id="root"></div>',
      );
      await route.fulfill({ response, body: html });
    },
  );
}

test('the categories and product APIs answering 500 show an error with Retry on each screen', async ({
  page,
  catalogue,
}) => {
  let failing = true;
  await page.route(/\/api(\/product\/\d+)?$/, (route) => (failing ? route.fulfill(serverError) : route.continue()));
  // A server-rendered page carries its product and categories; the client asks for a product
  // when the shopper opens one from the list.
  const product = catalogue.products[0]!;
  await openHome(page);
  await page.locator(`a[href="/product/${product.id}"]`).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Database on fire.' })).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);

  failing = true;
  await servePlainPage(page, '/favourites');
  await page.goto('/favourites');
  const categoriesError = page.getByRole('alert').filter({ hasText: 'Database on fire.' });
  await expect(categoriesError).toBeVisible();
  failing = false;
  await categoriesError.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('button.category-tile')).toHaveCount(catalogue.categories.length);
});

test('a stopped server shows the error state, and Retry recovers once it runs again', async ({ page, catalogue }) => {
  test.setTimeout(90_000);
  // A shop of its own (the suite's shop must keep running), configured for a Firebase project
  // so it starts no emulator: nothing here signs in.
  const workDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-stopped-'));
  const options = {
    sqliteFile: path.join(workDir, 'shop.sqlite'),
    logFile: path.join(E2E_LOG_DIR, 'stopped-server.log'),
    env: {
      FIREBASE_API_KEY: 'unused',
      FIREBASE_AUTH_DOMAIN: 'demo-unused.firebaseapp.com',
      FIREBASE_PROJECT_ID: 'demo-unused',
    },
  };
  let server = await startShopServer(options);
  try {
    await page.goto(server.url);
    await expect(productCards(page)).toHaveCount(6);
    await server.stop();

    // A product not fetched yet: opening it needs the stopped server.
    const product = catalogue.products[3]!;
    await productCards(page).nth(3).getByRole('link').click();
    const error = page.getByRole('alert').filter({ hasText: 'The shop cannot be reached right now' });
    await expect(error).toBeVisible({ timeout: 15_000 });

    server = await startShopServer({ ...options, port: server.port });
    await error.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  } finally {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
});

test('an anonymous visitor makes no request to Firebase, the Auth emulator or the favourites API, hearts included', async ({
  page,
  baseURL,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await openHome(page);
  // A heart loads no account code for a visitor who never signed in (requirements §10.21).
  await page
    .getByRole('button', { name: /^Favourite: / })
    .first()
    .click();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.goto('/favourites');
  await page.waitForLoadState('networkidle');
  const shopOrigin = new URL(baseURL!).origin;
  const elsewhere = requests.filter((url) => new URL(url).origin !== shopOrigin);
  expect(elsewhere, 'requests that left the shop').toEqual([]);
  expect(requests.filter((url) => /firebase|identitytoolkit|googleapis/i.test(url))).toEqual([]);
  expect(requests.filter((url) => url.includes('/api/favourites'))).toEqual([]);
  expect(requests.some((url) => url.endsWith('/api/products'))).toBe(true);
});
