// The browser suite's selling shop: one per worker, shared by the selling specs, on a SQLite file
// prepared before it starts: the demo catalogue, the shop settings with selling on, and stock on the
// demo products (the first few counted, one sold out). It signs in at the run's Auth emulator, so
// guests and account holders order in the same shop, each test with an email of its own.
import path from 'node:path';
import { prepareDatabase } from '@/server/catalog/prepareDatabase';
import { openSqlite } from '@/server/db/connection';
import { demoCatalog } from '@/server/db/demoCatalog';
import { emulatorProjectId, emulatorUrl } from '../../auth/support/emulatorAdmin';
import { SELLING_SETTINGS } from '../../support/sellingSettings';
import { test as accountsTest } from '../support/accounts';
import { SHOP_START_TIMEOUT_MS, startOwnShop, type ShopServer } from '../support/shopServer';

export { SELLING_SETTINGS };

/**
 * The demo products by id: the first two counted (10 each), the third sold out, the rest not counted.
 * PRICED is the one whose price a test changes while it is in a basket; no other test buys it.
 */
const [first, second, soldOut, priced] = [...demoCatalog.products].sort((a, b) => a.id - b.id);
export const STOCKED = [first!, second!];
export const SOLD_OUT = soldOut!;
export const PRICED = priced!;

type SellingShop = ShopServer & { sqliteFile: string };

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

export const test = accountsTest.extend<object, { sellingShop: SellingShop }>({
  sellingShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the object pattern
    async ({}, provide) => {
      let sqliteFile = '';
      const projectId = emulatorProjectId();
      const shop = await startOwnShop({
        name: 'selling',
        database: async (dir) => (sqliteFile = await sellingDatabase(dir)),
        env: {
          FIREBASE_API_KEY: 'demo-api-key',
          FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
          FIREBASE_PROJECT_ID: projectId,
          FIREBASE_AUTH_EMULATOR_HOST: new URL(emulatorUrl()).host,
          ORDER_RATE_LIMIT: '0',
        },
      });
      await provide({ ...shop, sqliteFile });
      await shop.stop();
    },
    { scope: 'worker', timeout: SHOP_START_TIMEOUT_MS },
  ],
  baseURL: async ({ sellingShop }, provide) => provide(sellingShop.url),
});
