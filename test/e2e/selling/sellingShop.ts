// The browser suite's selling shop: one per worker, shared by the selling specs, on a SQLite file
// prepared before it starts: the demo catalogue, the shop settings with selling on, and stock on the
// demo products (the first few counted, one sold out). It signs in at the run's Auth emulator, so
// guests and account holders order in the same shop, each test with an email of its own.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { orderTotals, type OrderRequest, type PlacedOrder, type ProductAvailability } from '@/contract';
import { prepareDatabase } from '@/server/catalog/prepareDatabase';
import { openSqlite } from '@/server/db/connection';
import { demoCatalog } from '@/server/db/demoCatalog';
import { SELLING_SETTINGS } from '../../support/sellingSettings';
import { emulatorShopEnv, test as accountsTest } from '../support/accounts';
import { SHOP_START_TIMEOUT_MS, startOwnShop, type ShopServer } from '../support/shopServer';
import { SELLING_API } from '@/sellingRoutes';

export { SELLING_SETTINGS };

/**
 * The demo products by id: the first two counted (10 each), the third sold out, the rest not counted.
 * PRICED is the one whose price a test changes while it is in a basket; no other test buys it.
 */
const [first, second, soldOut, priced] = [...demoCatalog.products].sort((a, b) => a.id - b.id);
export const STOCKED = [first!, second!];
export const SOLD_OUT = soldOut!;
export const PRICED = priced!;

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

/** The shop, and its SQLite file (for `npm run staff -- add`). */
export type SellingShop = ShopServer & { sqliteFile: string };

export const test = accountsTest.extend<object, { sellingShop: SellingShop }>({
  sellingShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the object pattern
    async ({}, provide) => {
      let sqliteFile = '';
      const shop = await startOwnShop({
        name: 'selling',
        database: async (dir) => (sqliteFile = await sellingDatabase(dir)),
        env: { ...emulatorShopEnv(), ORDER_RATE_LIMIT: '0' },
      });
      await provide({ ...shop, sqliteFile });
      await shop.stop();
    },
    { scope: 'worker', timeout: SHOP_START_TIMEOUT_MS },
  ],
  baseURL: async ({ sellingShop }, provide) => provide(sellingShop.url),
});

/** A guest's order of one of `product`, placed through the API as the checkout places it: a test's own order. */
export async function placeGuestOrder(request: APIRequestContext, product = STOCKED[1]!): Promise<PlacedOrder> {
  const known = await request.get(`${SELLING_API.availability}?ids=${product.id}`);
  const { priceCents, vatRate } = ((await known.json()) as { products: ProductAvailability[] }).products[0]!;
  const { totalCents } = orderTotals([{ quantity: 1, unitPriceCents: priceCents, vatRate }], SELLING_SETTINGS.shipping);
  const answer = await request.post(SELLING_API.orders, {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      email: `guest-${randomUUID().slice(0, 8)}@example.com`,
      name: 'Jana Gast',
      address: { street: 'Lindenallee 7', postalCode: '50667', city: 'Köln', country: 'DE' },
      paymentMethod: 'prepayment',
      lines: [{ productId: product.id, quantity: 1 }],
      expectedTotalCents: totalCents,
    } satisfies OrderRequest,
  });
  if (answer.status() !== 201) throw new Error(`The order was not placed: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as PlacedOrder;
}
