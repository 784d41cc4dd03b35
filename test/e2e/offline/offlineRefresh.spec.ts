// Issue 38, "Shoppers see it at once ... and the offline copy at the next online visit": a product page
// kept offline shows the product as it is now once the shopper has visited the shop online again,
// though that visit never opened the product. In a shop of its own, whose catalogue the test changes
// (an upsert through the import, the writer a staff save uses).
import path from 'node:path';
import { importCatalog } from '@/server/catalog/importCatalog';
import { openDatabase } from '@/server/db/connection';
import { demoCatalog } from '@/server/db/demoCatalog';
import { NO_EMULATOR_ENV } from '../../support/shopProcess';
import type { Page } from '@playwright/test';
import { expect, productCards, test } from '../support/fixtures';
import { SHOP_START_TIMEOUT_MS, startOwnShop, type ShopServer } from '../support/shopServer';
import { waitForServiceWorker, waitUntilKept } from './serviceWorker';

test.use({ serviceWorkers: 'allow' });

let shop: ShopServer;
let sqliteFile = '';

test.beforeAll(async () => {
  test.setTimeout(SHOP_START_TIMEOUT_MS);
  shop = await startOwnShop({
    name: 'offline-refresh',
    database: (dir) => (sqliteFile = path.join(dir, 'shop.sqlite')),
    env: NO_EMULATOR_ENV,
  });
});
test.afterAll(() => shop?.stop());

/** What the kept page of `path` says, read from the service worker's caches. */
const keptPage = (page: Page, path: string) =>
  page.evaluate(async (url) => (await (await caches.match(new URL(url, location.origin).href))?.text()) ?? '', path);

test('a product page kept offline shows the product as changed since, after an online visit elsewhere', async ({
  page,
  context,
}) => {
  const product = demoCatalog.products[6]!;
  const productPage = `/product/${product.id}`;
  await page.goto(shop.url + productPage);
  await waitForServiceWorker(page);
  await waitUntilKept(page, productPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);

  const title = `${product.title} – neu bezogen`;
  const db = openDatabase({ sqliteFile });
  try {
    await importCatalog(db, { categories: [], products: [{ ...product, title }] }, 'upsert');
  } finally {
    await db.destroy();
  }

  // The next online visit opens the home page only; the kept product page catches up meanwhile.
  await page.goto(`${shop.url}/`);
  await expect(productCards(page).first()).toBeVisible();
  await expect.poll(() => keptPage(page, productPage), { timeout: 15_000 }).toContain('neu bezogen');
  await context.setOffline(true);
  await page.goto(shop.url + productPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});
