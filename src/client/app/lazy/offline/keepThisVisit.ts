// What this visit loaded before the service worker was there (the page itself, the catalogue's
// answers, the pictures) is fetched once more through it, so it is kept for offline use. Workbox's
// router takes these CACHE_URLS messages and sends each URL through the route that matches it:
// account calls match none and are never kept.
import { API_PREFIX, PICTURES_PATH } from '@/shopRoutes';

const PAGE_REQUEST: RequestInit = { headers: { accept: 'text/html' } };

function loadedBeforeControl(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => {
      const { origin, pathname } = new URL(url);
      return origin === location.origin && (pathname.startsWith(API_PREFIX) || pathname.startsWith(PICTURES_PATH));
    });
}

export function keepThisVisit(worker: ServiceWorker | null): void {
  const urlsToCache = [[location.href, PAGE_REQUEST], ...new Set(loadedBeforeControl())];
  worker?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}
