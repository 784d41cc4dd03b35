// A shop that sells, for the orders and basket tests: complete settings written as the staff's save
// writes them, and stock set on some demo products.
import { orderTotals, type PricedLine, type ShopSettings, type VatRate } from '@/contract';
import type { ShopDb } from '@/server/db/connection';
import { demoCatalog } from '@/server/db/demoCatalog';
import { SELLING_SETTINGS } from '../../support/sellingSettings';
import { emulatorToken } from '../support/idTokenFactory';

export const SELLING: ShopSettings = SELLING_SETTINGS;

export async function writeSettings(db: ShopDb, settings: ShopSettings): Promise<void> {
  await db.deleteFrom('shop_settings').execute();
  await db
    .insertInto('shop_settings')
    .values({ id: 1, version: 1, settings: JSON.stringify(settings) })
    .execute();
}

export async function setStock(db: ShopDb, id: number, stock: number | null, vatRate: VatRate = 19): Promise<void> {
  await db.updateTable('products').set({ stock, vat_rate: vatRate }).where('id', '=', id).execute();
}

export async function stockOf(db: ShopDb, id: number): Promise<number | null> {
  const row = await db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow();
  return row.stock === null ? null : Number(row.stock);
}

/** The demo's products, cheapest first, with their prices in cents. */
export const demoProducts = [...demoCatalog.products]
  .sort((a, b) => a.price - b.price)
  .map((product) => ({ id: product.id, priceCents: Math.round(product.price * 100) }));

/** What the shop must charge for these lines at the demo's prices and the settings' shipping. */
export function totalFor(lines: { productId: number; quantity: number; vatRate?: VatRate }[]): number {
  const priced: PricedLine[] = lines.map((line) => ({
    quantity: line.quantity,
    vatRate: line.vatRate ?? 19,
    unitPriceCents: demoProducts.find((product) => product.id === line.productId)?.priceCents ?? 0,
  }));
  return orderTotals(priced, SELLING.shipping).totalCents;
}

export const orderBody = (lines: { productId: number; quantity: number }[], extra: Record<string, unknown> = {}) => ({
  email: 'anna@example.com',
  name: 'Anna Schmidt',
  address: { street: 'Gartenweg 5', postalCode: '80331', city: 'München', country: 'DE' },
  paymentMethod: 'prepayment',
  lines,
  expectedTotalCents: totalFor(lines),
  ...extra,
});

export const bearer = (account: string) => ({ authorization: `Bearer ${emulatorToken(account)}` });
