// The selling hint (docs/decisions.md): a page answer tells the browser, by a cookie, that the shop
// sells, so the app's footer asks GET /api/shop only then. Catalogue mode sets no cookie and adds no
// request: the spec's shop stays exactly as it was. A hint only: the footer shows what the API says.
import { SELLING_HINT_COOKIE } from '../../shopRoutes';
import type { ShopDb } from '../db/connection';
import { readShopSettings } from './shopSettings';

const HINTED = new RegExp(`(?:^|;\\s*)${SELLING_HINT_COOKIE}=1(?:;|$)`);
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The Set-Cookie a page answer carries: set while selling, cleared after; undefined when nothing changes. */
export async function sellingHintCookie(db: ShopDb, cookieHeader: string | undefined): Promise<string | undefined> {
  const hinted = HINTED.test(cookieHeader ?? '');
  // The database down: the pages still come (from the prepared catalogue), the hint stays as it is.
  const selling = await readShopSettings(db).then(
    ({ settings }) => settings.selling,
    () => hinted,
  );
  if (selling === hinted) return undefined;
  return `${SELLING_HINT_COOKIE}=${selling ? '1' : ''}; Path=/; SameSite=Lax; Max-Age=${selling ? YEAR_SECONDS : 0}`;
}
