// The spec's home, search and favourites rules on a 100,000-product catalogue, which the browser gets
// page by page (never the whole list). Runs its own shop on a copy of the generated catalogue's
// database, which is built once and kept (support/catalogDatabases.ts).
import path from 'node:path';
import type { Page } from '@playwright/test';
import { generateCatalog } from '../../bench/support/catalogues';
import { filterByTitle } from '@/client/search/titleFilter';
import type { Product } from '@/contract';
import { copyOfCatalogDatabase } from './support/catalogDatabases';
import { expect, productCards, search, test as shopTest } from './support/fixtures';
import { SHOP_START_TIMEOUT_MS, startOwnShop, type ShopServer } from './support/shopServer';

const SIZE = 100_000;
const catalogue = generateCatalog(SIZE);
const products = catalogue.products as Product[];

const test = shopTest.extend<{ wholeListRequests: string[] }, { largeShop: ShopServer }>({
  largeShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the object pattern
    async ({}, provide) => {
      const shop = await startOwnShop({
        name: 'large',
        database: (dir) => copyOfCatalogDatabase(SIZE, path.join(dir, 'large.sqlite')),
        env: {
          FIREBASE_API_KEY: 'k',
          FIREBASE_AUTH_DOMAIN: 'large.example.com',
          FIREBASE_PROJECT_ID: 'large-shop',
          // Half the catalogue: a short term found nowhere stops there (§9.3).
          SEARCH_SCAN_LIMIT: String(SIZE / 2),
        },
      });
      await provide(shop);
      await shop.stop();
    },
    { scope: 'worker', timeout: SHOP_START_TIMEOUT_MS },
  ],
  baseURL: async ({ largeShop }, provide) => provide(largeShop.url),
  // The whole list must never be asked for at this size.
  wholeListRequests: [
    async ({ page }, provide) => {
      const seen: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/products') seen.push(request.url());
      });
      await provide(seen);
      expect(seen, 'requests for the whole list').toEqual([]);
    },
    { auto: true },
  ],
});

test.beforeEach(() => test.slow());

const cardLinks = (page: Page) =>
  productCards(page)
    .getByRole('link')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]);
const linksOf = (list: Product[]) => list.map((product) => `/product/${product.id}`);
const countText = (page: Page) => page.locator('.result-count');
const storedFlag = (page: Page, id: number) => page.evaluate((key) => localStorage.getItem(key), String(id));

test('home: six cards in catalogue order, Show More adds six, the count says 100000', async ({ page }) => {
  await page.goto('/');
  await expect(countText(page)).toHaveText(`Showing 6 of ${SIZE} products`);
  expect(await cardLinks(page)).toEqual(linksOf(products.slice(0, 6)));
  await page.getByRole('button', { name: 'Show More' }).click();
  await expect(countText(page)).toHaveText(`Showing 12 of ${SIZE} products`);
  await expect.poll(() => cardLinks(page)).toEqual(linksOf(products.slice(0, 12)));
  for (const product of products.slice(0, 12)) await expect.poll(() => storedFlag(page, product.id)).toBe('False');
});

test('search: umlauts folded, a capped count, results deep in the catalogue, Show More, and back', async ({ page }) => {
  await page.goto('/');
  // 2,084 titles hold "Kopfhörer": more than the count goes to.
  expect(filterByTitle(products, 'kopfhorer').length).toBeGreaterThan(1000);
  await search(page, 'kopfhorer');
  await expect(countText(page)).toHaveText('1000+ products match “kopfhorer”');
  await expect.poll(() => cardLinks(page)).toEqual(linksOf(filterByTitle(products, 'kopfhorer').slice(0, 6)));
  await expect(page.getByRole('button', { name: 'Show More' })).toBeVisible();

  const deep = filterByTitle(products, 'serie 205');
  await search(page, 'serie 205');
  await expect(countText(page)).toHaveText(`${deep.length} products match “serie 205”`);
  await expect.poll(() => cardLinks(page)).toEqual(linksOf(deep.slice(0, 6)));
  await page.getByRole('button', { name: 'Show More' }).click();
  await expect.poll(() => cardLinks(page)).toEqual(linksOf(deep.slice(0, 12)));
  await expect(page).toHaveURL(/\?q=serie\+205$/);

  await search(page, '');
  await expect(countText(page)).toHaveText(`Showing 6 of ${SIZE} products`);
  expect(await cardLinks(page)).toEqual(linksOf(products.slice(0, 6)));
});

test('a short term found nowhere within the search’s bound says so and ends, with nothing left loading', async ({
  page,
}) => {
  await page.goto('/');
  await search(page, 'qx');
  await expect(countText(page)).toHaveText('0 products match “qx”');
  await expect(
    page.getByText('A word this short is looked for among the first products only: try a longer one.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show More' })).toHaveCount(0);
  await expect(page.getByLabel('Loading more products')).toHaveCount(0);
});

test('a misspelled search offers the server’s Did you mean; its link pages through the all-words matches', async ({
  page,
}) => {
  await page.goto('/');
  await search(page, 'wasserkocer');
  const links = page.getByRole('list', { name: 'Did you mean:' }).getByRole('link');
  await expect(links).toHaveText(['wasserkocher (1000+)']);
  await search(page, 'samt sesel');
  await expect(links).toHaveText(['samt sessel (all words, any order, 1000+)']);
  await links.first().click();
  await expect(page).toHaveURL(/\?q=samt\+sessel&words=all$/);
  const both = products.filter((product) => /samt/i.test(product.title) && /sessel/i.test(product.title));
  await expect.poll(() => cardLinks(page)).toEqual(linksOf(both.slice(0, 6)));
  await page.getByRole('button', { name: 'Show More' }).click();
  await expect.poll(() => cardLinks(page)).toEqual(linksOf(both.slice(0, 12)));
});

test('a shared /?q= address is rendered by the server with its matches', async ({ page, largeShop }) => {
  const deep = filterByTitle(products, 'serie 205');
  const html = await (await page.request.get(`${largeShop.url}/?q=serie%20205`)).text();
  for (const href of linksOf(deep.slice(0, 6))) expect(html).toContain(`href="${href}"`);
  expect(html).not.toContain(`href="${linksOf(deep.slice(6, 7))[0]}"`);
});

test('favourites marked deep in the catalogue are exactly the favourites screen', async ({ page }) => {
  const deep = filterByTitle(products, 'serie 205');
  await page.goto('/?q=serie%20205');
  const marked = [deep[0]!, deep[2]!];
  for (const product of marked) {
    await page.getByRole('button', { name: `Favourite: ${product.title}` }).click();
    await expect.poll(() => storedFlag(page, product.id)).toBe('True');
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL('/favourites');
  const list = page.getByRole('list', { name: 'Marked articles' });
  await expect
    .poll(() => list.getByRole('link').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]))
    .toEqual(linksOf(marked));
});
