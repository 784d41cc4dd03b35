// `/login?next=/admin…`: only a path of the shop's own screens is taken (no open redirect). Imported
// only by lazy screens, so the first load does not carry it.
import { SCREENS, screenOf } from './shopRoutes';

const NEXT_PARAM = 'next';
const SAME_ORIGIN = 'https://shop.invalid';

/** The login screen that returns to `path` (a path of the shop, with its query) after signing in. */
export const loginPathFor = (path: string): string => `${SCREENS.login}?${new URLSearchParams({ [NEXT_PARAM]: path })}`;

/** The return path in a login address's query, or undefined for none or one that is not a screen of the shop. */
export function returnPathOf(search: string): string | undefined {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  // '//evil.example' and '/\evil.example' are read by browsers as another host.
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return undefined;
  let url: URL;
  try {
    url = new URL(next, SAME_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== SAME_ORIGIN) return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  const screen = screenOf(pathname)?.screen;
  // Back to a login screen would be no return at all.
  if (!screen || screen === 'login' || screen === 'users') return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The query that keeps the return path on another mode of the login screen ('&next=…'), or ''. */
export const keptReturn = (search: string): string => {
  const next = returnPathOf(search);
  return next ? `&${new URLSearchParams({ [NEXT_PARAM]: next })}` : '';
};
