// Which requests the service worker answers, and in which cache each kind is kept.
import type { RouteMatchCallbackOptions } from 'workbox-core';
import { API, APP_SHELL_PATH, pathRegExp, SCREENS } from '@/shopRoutes';
import { languageOfPath } from '@/i18n/languages';
import { BUILD_LANGUAGE, ROUTER_BASENAME } from '@/client/i18n/buildLanguage';

export const CACHE_NAMES = { pages: 'shop-pages', catalogue: 'shop-catalogue', images: 'shop-images' } as const;

/** The plain app page (no first screen) of this worker's language, precached: it renders any screen on the client. */
export const SHELL_URL = `${ROUTER_BASENAME ?? ''}${APP_SHELL_PATH}`;

/** The catalogue's public answers (docs/api.md); the favourites and account APIs are not among them. */
const CATALOG_PATHS = new Set<string>([API.categories, API.products, API.productPage, API.productsById]);
const PRODUCT_PATH = pathRegExp(API.product);

/** Pages holding a one-time code in their address (an email's link) are never kept. */
const NEVER_KEPT_PAGES = new Set<string>([SCREENS.authAction]);

const publicGet = ({ request, url }: RouteMatchCallbackOptions): boolean =>
  request.method === 'GET' && url.origin === self.location.origin && !request.headers.has('authorization');

/** A navigation, or a page the app asks to keep (CACHE_URLS messages cannot make navigation requests). */
const asksForPage = (request: Request): boolean =>
  request.mode === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html');

/** Another language's pages are its own worker's (the English worker's scope, /, holds /de/ too). */
const inThisLanguage = (url: URL): boolean => languageOfPath(url.pathname).language === BUILD_LANGUAGE;

export const isPageRequest = (options: RouteMatchCallbackOptions): boolean =>
  asksForPage(options.request) && publicGet(options) && inThisLanguage(options.url);

export const mayKeepPage = (url: URL): boolean => !NEVER_KEPT_PAGES.has(url.pathname);

export const isCatalogRequest = (options: RouteMatchCallbackOptions): boolean =>
  publicGet(options) && (CATALOG_PATHS.has(options.url.pathname) || PRODUCT_PATH.test(options.url.pathname));

export const isImageRequest = (options: RouteMatchCallbackOptions): boolean =>
  publicGet(options) && (options.request.destination === 'image' || options.url.pathname.startsWith('/images/'));

/** The app's message at each online visit: the kept copy catches up with the catalogue (refreshKept.ts). */
export const REFRESH_KEPT_MESSAGE = 'REFRESH_KEPT';
