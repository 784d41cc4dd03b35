// docs/requirements.md §4.3 and §10.16: a search lives in the address, so it can be shared and gone
// back to; a page opened with ?q= shows that search from the server's HTML on, before the app runs
// and after; and each page's head, written by the server, is what search engines and previews read.
import type { Page } from '@playwright/test';
import type { Product } from '@/contract';
import { expect, openHome, productCards, search, test } from './support/fixtures';

/** The test's own oracle: lower case, ß as ss, accents dropped. */
const plain = (text: string) => text.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
const matchingLinks = (products: Product[], term: string) =>
  products.filter((product) => plain(product.title).includes(plain(term))).map((product) => `/product/${product.id}`);

const shownLinks = (page: Page) =>
  productCards(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

const resultCount = (page: Page) => page.getByRole('region', { name: 'Die besten Angebote' }).getByRole('status');

test('a search changes the address; Back and Forward bring back the list and the search box of each', async ({
  page,
  catalogue,
}) => {
  const all = catalogue.products.slice(0, 6).map((product) => `/product/${product.id}`);
  const sessel = matchingLinks(catalogue.products, 'sessel');
  const laptop = matchingLinks(catalogue.products, 'laptop');
  await openHome(page);

  await search(page, 'sessel');
  await expect(page).toHaveURL('/?q=sessel');
  await expect(productCards(page)).toHaveCount(Math.min(sessel.length, 6));
  await search(page, 'laptop');
  await expect(page).toHaveURL('/?q=laptop');
  await expect(productCards(page)).toHaveCount(Math.min(laptop.length, 6));

  await page.goBack();
  await expect(page).toHaveURL('/?q=sessel');
  await expect(page.getByRole('searchbox')).toHaveValue('sessel');
  await expect(resultCount(page)).toHaveText(`${sessel.length} products match “sessel”`);
  expect(await shownLinks(page)).toEqual(sessel.slice(0, 6));

  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('searchbox')).toHaveValue('');
  await expect(resultCount(page)).toHaveText(`Showing 6 of ${catalogue.products.length} products`);
  expect(await shownLinks(page)).toEqual(all);

  await page.goForward();
  await expect(page).toHaveURL('/?q=sessel');
  await expect(page.getByRole('searchbox')).toHaveValue('sessel');
  expect(await shownLinks(page)).toEqual(sessel.slice(0, 6));

  await search(page, '');
  await expect(page).toHaveURL('/');
  await expect(productCards(page)).toHaveCount(6);
});

test('/?q=bohr opened with JavaScript off shows the matching cards, the term and the count', async ({
  browser,
  baseURL,
  catalogue,
}) => {
  const expected = matchingLinks(catalogue.products, 'bohr');
  expect(expected.length).toBeGreaterThan(1);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/?q=bohr');
    await expect(page.getByRole('searchbox')).toHaveValue('bohr');
    await expect(resultCount(page)).toHaveText(`${expected.length} products match “bohr”`);
    expect(await shownLinks(page)).toEqual(expected.slice(0, 6));
  } finally {
    await context.close();
  }
});

test('/?q=bohr opened with JavaScript: the app takes over the same cards, and the search goes on from there', async ({
  page: suitePage,
  catalogue,
}) => {
  const expected = matchingLinks(catalogue.products, 'bohr');
  // A page without the suite's wait for the app (fixtures.ts), whose app script is held back until
  // the server's first card has been tagged: the app must adopt it, not replace it.
  const page = await suitePage.context().newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) errors.push(message.text());
  });
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/app\.[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  await page.goto('/?q=bohr', { waitUntil: 'domcontentloaded' });
  await expect(productCards(page).first()).toBeVisible();
  await productCards(page)
    .first()
    .evaluate((card) => card.setAttribute('data-server-rendered', ''));
  releaseApp();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expect(productCards(page).first()).toHaveAttribute('data-server-rendered', '');
  await expect(page.getByRole('searchbox')).toHaveValue('bohr');
  await expect(resultCount(page)).toHaveText(`${expected.length} products match “bohr”`);
  expect(await shownLinks(page)).toEqual(expected.slice(0, 6));
  // The list behind it is the whole catalogue's: an empty search shows every product again.
  await search(page, '');
  await expect(page).toHaveURL('/');
  await expect(resultCount(page)).toHaveText(`Showing 6 of ${catalogue.products.length} products`);
  expect(errors).toEqual([]);
});

test("the server's title is the one the app gives the tab, and each page's head is its own", async ({
  page,
  browser,
  baseURL,
  catalogue,
}) => {
  // Fourteen page loads, each waiting for the app: slower than one screen's test.
  test.slow();
  const product = catalogue.products[0]!;
  const pages: Array<[string, string, boolean]> = [
    ['/', 'Die besten Angebote – Shopfront', false],
    [`/product/${product.id}`, `${product.title} – Shopfront`, false],
    ['/favourites', 'Your Marked Articles – Shopfront', true],
    ['/login', 'Login – Shopfront', true],
    ['/auth/action', 'Your account – Shopfront', true],
    ['/no/such/page', 'Page not found – Shopfront', true],
    ['/product/999999', 'Product not found – Shopfront', true],
  ];
  // The server's page as it arrives (no script runs), then the same page once the app runs.
  const served = await (await browser.newContext({ javaScriptEnabled: false, baseURL })).newPage();
  try {
    for (const [url, title, noindex] of pages) {
      await served.goto(url);
      await expect(served).toHaveTitle(title);
      await expect(served.locator('head meta[name="robots"]')).toHaveCount(noindex ? 1 : 0);
      await expect(served.locator('head meta[name="description"]')).toHaveCount(1);
      await page.goto(url);
      await expect(page).toHaveTitle(title);
    }
  } finally {
    await served.context().close();
  }
  await page.goto(`/product/${product.id}`);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    name?: string;
    offers?: { price?: string };
  };
  expect(jsonLd.name).toBe(product.title);
  expect(jsonLd.offers?.price).toBe(product.price.toFixed(2));
});
