// The browser suite's selling shop: one per worker, shared by the selling specs, on a SQLite file
// prepared before it starts: the demo catalogue, the shop settings with selling on, and stock on the
// demo products (the first few counted, one sold out). No emulator: guests order without an account.
import path from 'node:path';
import { prepareDatabase } from '@/server/catalog/prepareDatabase';
import { openSqlite } from '@/server/db/connection';
import { demoCatalog } from '@/server/db/demoCatalog';
import { SELLING_SETTINGS } from '../../support/sellingSettings';
import { test as shopTest } from '../support/fixtures';
import { SHOP_START_TIMEOUT_MS, startOwnShop, type ShopServer } from '../support/shopServer';

export { SELLING_SETTINGS };

/** The demo products by id: the first two counted (10 each), the third sold out, the rest not counted. */
const [first, second, soldOut] = [...demoCatalog.products].sort((a, b) => a.id - b.id);
export const STOCKED = [first!, second!];
export const SOLD_OUT = soldOut!;

async function sellingDatabase(dir: string): Promise<string> {
  const file = path.join(dir, 'selling.sqlite');
  const db = openSqlite(file);
  try {
    await prepareDatabase(db);
    await db
      .insertInto('shop_settings')
      .values({ id: 1, version: 1, settings: JSON.stringify(SELLING_SETTINGS) })
      .execute();
    for (const product of STOCKED)
      await db.updateTable('products').set({ stock: 10 }).where('id', '=', product.id).execute();
    await db.updateTable('products').set({ stock: 0 }).where('id', '=', SOLD_OUT.id).execute();
  } finally {
    await db.destroy();
  }
  return file;
}

export const test = shopTest.extend<object, { sellingShop: ShopServer }>({
  sellingShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the object pattern
    async ({}, provide) => {
      const shop = await startOwnShop({
        name: 'selling',
        database: sellingDatabase,
        env: {
          FIREBASE_API_KEY: 'k',
          FIREBASE_AUTH_DOMAIN: 'selling.example.com',
          FIREBASE_PROJECT_ID: 'selling-shop',
          ORDER_RATE_LIMIT: '0',
        },
      });
      await provide(shop);
      await shop.stop();
    },
    { scope: 'worker', timeout: SHOP_START_TIMEOUT_MS },
  ],
  baseURL: async ({ sellingShop }, provide) => provide(sellingShop.url),
});
