// What a page view tells Analytics: the screen, by its path. Never the query (a search term, an
// email link's one-time code) nor the fragment, and no account id (/users/{id}).
import { pathRegExp, SCREENS } from '@/shopRoutes';

export interface PageView {
  page_path: string;
  page_location: string;
  page_title: string;
}

const ACCOUNT_SCREEN = pathRegExp(SCREENS.users, false);
const screenPath = (pathname: string) => pathname.replace(ACCOUNT_SCREEN, SCREENS.users.replace(':id', '{id}'));

export function pageViewOf(pathname: string, title: string, origin: string): PageView {
  const path = screenPath(pathname);
  return { page_path: path, page_location: `${origin}${path}`, page_title: title };
}

/** The view of the screen at `pathname` as the page names it now. */
export const currentPageView = (pathname: string): PageView => pageViewOf(pathname, document.title, location.origin);

/** Where the shopper came from: a shop screen's path, another site's origin, or nothing. */
export function cleanReferrer(referrer: string, origin: string): string {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  return url.origin === origin ? `${origin}${screenPath(url.pathname)}` : url.origin;
}
