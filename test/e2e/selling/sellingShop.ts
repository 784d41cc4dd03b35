// The browser suite's selling shop: one per worker, shared by the selling specs, on a SQLite file
// prepared before it starts: the demo catalogue, the shop settings with selling on, and stock on the
// demo products (the first few counted, one sold out). No emulator: guests order without an account.
import path from 'node:path';
import type { ShopSettings } from '@/contract';
import { prepareDatabase } from '@/server/catalog/prepareDatabase';
import { openSqlite } from '@/server/db/connection';
import { demoCatalog } from '@/server/db/demoCatalog';
import { test as shopTest } from '../support/fixtures';
import { SHOP_START_TIMEOUT_MS, startOwnShop, type ShopServer } from '../support/shopServer';

export const SELLING_SETTINGS: ShopSettings = {
  selling: true,
  seller: {
    name: 'Möbel Muster GmbH',
    street: 'Hauptstraße 1',
    postalCode: '10115',
    city: 'Berlin',
    email: 'shop@example.com',
    iban: 'DE89370400440532013000',
  },
  shipping: { flatCents: 495, freeFromCents: 50_000 },
  paymentMethods: ['prepayment', 'invoice'],
  legal: {
    imprint: 'Möbel Muster GmbH, Hauptstraße 1, 10115 Berlin',
    terms: 'Es gelten diese AGB.',
    withdrawal: 'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
    privacy: 'Wir verarbeiten Ihre Daten nur zur Abwicklung der Bestellung.',
    shippingInfo: 'Versand innerhalb Deutschlands: 4,95 €, ab 500 € frei.',
  },
};

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
