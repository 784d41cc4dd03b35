// The shop's addresses, named once for client and server: its screens (as React Router and the
// server match them), the search in the address, the API's paths and the app shell. Adding a screen
// or an API route starts here; test/client/app/routeTable.test.tsx fails while the router and this
// table disagree.
import type { SearchWords } from './contract';

/** The screens (docs/requirements.md §2): path patterns as React Router writes them, `:id` one segment. */
export const SCREENS = {
  home: '/',
  favourites: '/favourites',
  product: '/product/:id',
  login: '/login',
  users: '/users/:id',
  /** The page the account emails link to; its query holds a one-time code (§10.20). */
  authAction: '/auth/action',
  /** The staff area (docs/staff.md): its own chunk, noindex, never in the sitemap. */
  admin: '/admin',
  /** The staff's add form; before adminProduct, which would read 'new' as an id (screenOf takes the first match). */
  adminProductNew: '/admin/products/new',
  /** One product's edit screen in the staff area. */
  adminProduct: '/admin/products/:id',
  adminCategories: '/admin/categories',
  /** The staff's catalogue file import: preview, confirm, progress, the imports so far. */
  adminImport: '/admin/import',
  /** Selling (docs/orders.md): screens of their own chunk, loaded only while the shop sells. */
  basket: '/basket',
  checkout: '/checkout',
  /** An order; a guest's link carries `?token=` its access token. */
  order: '/orders/:number',
  accountOrders: '/account/orders',
  /** The shop settings: selling on or off, the seller, shipping, payment methods, the legal texts. */
  adminSettings: '/admin/settings',
  /** The staff's orders: the list (status, search and page in the address) and one order. */
  adminOrders: '/admin/orders',
  adminOrder: '/admin/orders/:number',
} as const;

export type Screen = keyof typeof SCREENS;

/** The cookie a page answer sets while the shop sells, so the footer asks GET /api/shop only then. */
export const SELLING_HINT_COOKIE = 'shop-selling';

/** The plain app page, without a first screen, that the service worker keeps (not a screen of the router). */
export const APP_SHELL_PATH = '/app-shell';

/** The client's run-time settings, for a page that does not embed them (the webpack dev server's). */
export const CLIENT_CONFIG_PATH = '/client-config.json';

/** The service worker's script (the build writes it, the browser registers it, the server never lets it be cached). */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The pictures' files: category tiles and the demo's under it; imported products' by default under PRODUCT_PICTURES_PATH. */
export const PICTURES_PATH = '/images/';
export const PRODUCT_PICTURES_PATH = `${PICTURES_PATH}products/`;
/** The category tiles' pictures the shop ships (staff choose a category's picture among them). */
export const CATEGORY_PICTURES_PATH = `${PICTURES_PATH}categories/`;

/** The staff API's paths (docs/staff.md): every route under it needs a staff member's token. */
export const API_ADMIN_PREFIX = '/api/admin';

/** The API (docs/api.md): path patterns as Fastify registers them. */
export const API = {
  categories: '/api',
  products: '/api/products',
  productPage: '/api/products/page',
  productsById: '/api/products/by-id',
  product: '/api/product/:id',
  favourites: '/api/favourites',
  favourite: '/api/favourites/:productId',
  account: '/api/account',
  openApi: '/api/openapi.json',
  /** Whether the shop sells (docs/orders.md): the one selling path the first load asks; the rest are sellingRoutes.ts'. */
  shop: '/api/shop',
} as const;

/** Every API path starts so; an unknown one under it is answered as no endpoint, never with the app page. */
export const API_PREFIX = API.categories;

/** `pattern` with its `:name` segments filled in, in order. */
export const filled = (pattern: string, ...values: (string | number)[]): string => {
  let next = 0;
  return pattern.replace(/:[^/]+/g, () => encodeURIComponent(String(values[next++])));
};

export const productPath = (id: number): string => filled(SCREENS.product, id);
export const adminProductPath = (id: number): string => filled(SCREENS.adminProduct, id);
export const adminOrderPath = (number: number): string => filled(SCREENS.adminOrder, number);
export const productApiPath = (id: number): string => filled(API.product, id);
export const favouriteApiPath = (productId: number): string => filled(API.favourite, productId);
export const productsByIdApiPath = (ids: readonly number[]): string => `${API.productsById}?ids=${ids.join(',')}`;

/**
 * `pattern` ('/product/:id') as a regular expression, a `:name` matching one non-empty segment;
 * `whole` false matches it at the start of a longer path too.
 */
export const pathRegExp = (pattern: string, whole = true): RegExp =>
  new RegExp(`^${pattern.replace(/:[^/]+/g, '([^/]+)')}${whole ? '$' : ''}`);

/** The screen a decoded path (without its query) shows, and its `:id`; undefined for none (not found). */
export function screenOf(urlPath: string): { screen: Screen; id?: string } | undefined {
  for (const screen of Object.keys(SCREENS) as Screen[]) {
    const match = pathRegExp(SCREENS[screen]).exec(urlPath);
    if (match) return { screen, id: match[1] };
  }
  return undefined;
}

/** The search in the address and in GET /api/products/page (docs/requirements.md §4.3, §5.1). */
export const SEARCH_PARAMS = { term: 'q', words: 'words' } as const;

export const searchTermOf = (search: string): string =>
  new URLSearchParams(search).get(SEARCH_PARAMS.term)?.trim() ?? '';

/** How an address's search is matched: `&words=all` for every word in any order, else the phrase. */
export const searchWordsOf = (search: string): SearchWords =>
  new URLSearchParams(search).get(SEARCH_PARAMS.words) === 'all' ? 'all' : 'phrase';

/** The query that applies a search: '?q=…' ('&words=all' for its words in any order), or '' for none. */
export const searchQueryFor = (term: string, words: SearchWords = 'phrase'): string =>
  term
    ? `?${new URLSearchParams(words === 'all' ? { [SEARCH_PARAMS.term]: term, [SEARCH_PARAMS.words]: words } : { [SEARCH_PARAMS.term]: term })}`
    : '';

/** The home screen showing a search ('/?q=…'), or the plain home screen for no term. */
export const searchPath = (term: string, words: SearchWords = 'phrase'): string =>
  `${SCREENS.home}${searchQueryFor(term, words)}`;
