// The shop settings (docs/staff.md, "Selling"): one row, id 1, its JSON and the version its ETag
// names. A shop that never saved them has no row: the defaults, catalogue mode, version 0. Orders,
// baskets and the public GET /api/shop read them through here.
import { LEGAL_TEXTS, type LegalText, type ShopInfo, type ShopSettings } from '../../contract';
import type { ShopDb } from '../db/connection';
import type { Trx } from '../db/writeTransaction';
import type { Words } from '../i18n/serverI18n';
import { LEGAL_PAGES } from '../../legalPages';

/** The one row's id. */
export const SETTINGS_ID = 1;

/** The 503 of a shopper's read of the settings (the shop's facts, a legal page) the database cannot answer. */
export const SHOP_UNAVAILABLE: Words = (i18n) =>
  i18n._({
    id: 'api.shop.unavailable',
    message: 'The shop is not available right now. Please try again in a few seconds.',
  });

const noTexts = (): Record<LegalText, string> =>
  Object.fromEntries(LEGAL_TEXTS.map((name) => [name, ''])) as Record<LegalText, string>;

/** A new shop's settings: catalogue mode, nothing filled in, shipping free until the owner sets it. */
const defaultShopSettings = (): ShopSettings => ({
  selling: false,
  seller: { name: '', street: '', postalCode: '', city: '', email: '' },
  shipping: { flatCents: 0, freeFromCents: 0 },
  paymentMethods: [],
  legal: noTexts(),
});

/** The stored JSON over the defaults, so a part a later release adds is there even in an older row. */
function storedSettings(json: string): ShopSettings {
  const stored = JSON.parse(json) as Partial<ShopSettings>;
  const defaults = defaultShopSettings();
  return {
    ...defaults,
    ...stored,
    seller: { ...defaults.seller, ...stored.seller },
    shipping: { ...defaults.shipping, ...stored.shipping },
    legal: { ...defaults.legal, ...stored.legal },
  };
}

/** One primary-key read; inside a transaction (`Trx`) it sees that transaction's writes. */
export async function readShopSettings(db: ShopDb | Trx): Promise<{ settings: ShopSettings; version: number }> {
  const row = await db
    .selectFrom('shop_settings')
    .select(['settings', 'version'])
    .where('id', '=', SETTINGS_ID)
    .executeTakeFirst();
  return row
    ? { settings: storedSettings(row.settings), version: Number(row.version) }
    : { settings: defaultShopSettings(), version: 0 };
}

/** What shoppers are told: nothing but `selling: false` in catalogue mode; never the legal texts. */
export function shopInfoOf(settings: ShopSettings): ShopInfo {
  if (!settings.selling) return { selling: false };
  return {
    selling: true,
    seller: settings.seller,
    shipping: settings.shipping,
    paymentMethods: settings.paymentMethods,
  };
}

/** The legal pages' paths while the shop sells (the sitemap lists them), none in catalogue mode. */
export async function legalPagePaths(db: ShopDb): Promise<string[]> {
  const { settings } = await readShopSettings(db);
  return settings.selling ? LEGAL_PAGES.map((page) => page.path) : [];
}
