// The shop settings (docs/staff.md): one row, its JSON and its version. A shop that never saved them
// is in catalogue mode, as the spec describes it.
import type { ShopInfo, ShopSettings } from '../../contract';
import type { ShopDb } from '../db/connection';
import type { Trx } from '../db/writeTransaction';

export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  selling: false,
  seller: { name: '', street: '', postalCode: '', city: '', email: '' },
  shipping: { flatCents: 0, freeFromCents: 0 },
  paymentMethods: [],
  legal: { imprint: '', terms: '', withdrawal: '', privacy: '', shippingInfo: '' },
};

/** The settings now (one primary-key read), over the defaults for any part never saved. */
export async function readShopSettings(db: ShopDb | Trx): Promise<{ settings: ShopSettings; version: number }> {
  const row = await db.selectFrom('shop_settings').select(['settings', 'version']).where('id', '=', 1).executeTakeFirst();
  if (!row) return { settings: DEFAULT_SHOP_SETTINGS, version: 0 };
  const saved = JSON.parse(row.settings) as Partial<ShopSettings>;
  return { settings: { ...DEFAULT_SHOP_SETTINGS, ...saved }, version: Number(row.version) };
}

/** What the shopper's screens need of them. */
export const shopInfoOf = (settings: ShopSettings): ShopInfo =>
  settings.selling
    ? { selling: true, seller: settings.seller, shipping: settings.shipping, paymentMethods: settings.paymentMethods }
    : { selling: false };
