// The service worker (production builds only; webpack's InjectManifest compiles it to /sw.js).
// Every screen's code is precached; pages and catalogue answers go to the network first and are
// kept for offline use; requests carrying an Authorization header are never routed here, so the
// browser sends them straight to the network and nothing of an account is ever cached.
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  CACHE_NAMES,
  isCatalogRequest,
  isImageRequest,
  isPageRequest,
  mayKeepPage,
  REFRESH_KEPT_MESSAGE,
  SHELL_URL,
} from './routes';
import { offlineCatalogAnswer } from './offlineCatalog';
import { onlyPublicAnswers } from './publicOnly';
import { BUILD_LANGUAGE } from '@/client/i18n/buildLanguage';
import { refreshKept } from './refreshKept';

// The project compiles with the DOM library; these are the worker's own members used here.
declare const self: typeof globalThis & {
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'message',
    listener: (event: { data: unknown; waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** On a bad connection a page or answer falls back to what is kept after this long. */
const NETWORK_TIMEOUT_SECONDS = 3;

// Each language's worker precaches its own files under its own name: Workbox names a precache by the
// worker's scope, and the English one's (/) is part of the German one's (/de/), so cleaning up its own
// old precaches would delete German's.
setCacheNameDetails({ suffix: BUILD_LANGUAGE });
// A new deploy takes over at once (docs/decisions.md, "Offline"); its old precache is deleted.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [onlyPublicAnswers, new ExpirationPlugin({ maxEntries: 60 })],
});
const pagesNeverKept = new NetworkOnly();
registerRoute(isPageRequest, async (options) => {
  const strategy = mayKeepPage(options.url) ? pages : pagesNeverKept;
  const page = await strategy.handle(options).catch(() => undefined);
  // A page never visited: the app's own shell, which renders any screen from kept answers.
  return page ?? (await matchPrecache(SHELL_URL)) ?? Response.error();
});

const catalogue = new NetworkFirst({
  cacheName: CACHE_NAMES.catalogue,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [onlyPublicAnswers, new ExpirationPlugin({ maxEntries: 300 })],
});
registerRoute(isCatalogRequest, async (options) => {
  const answer = await catalogue.handle(options).catch(() => undefined);
  return answer ?? (await offlineCatalogAnswer(options.url)) ?? Response.error();
});

registerRoute(
  isImageRequest,
  new CacheFirst({
    cacheName: CACHE_NAMES.images,
    plugins: [onlyPublicAnswers, new ExpirationPlugin({ maxEntries: 400 })],
  }),
);

// Each online visit: what is kept offline catches up with the catalogue's changes (refreshKept.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === REFRESH_KEPT_MESSAGE) event.waitUntil(refreshKept());
});
