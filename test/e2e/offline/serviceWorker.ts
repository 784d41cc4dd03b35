// Helpers for the offline tests: wait until the service worker controls the page and has kept
// what the visit loaded, and read what its caches hold.
import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

/** The service worker is registered after the app is ready and idle, then precaches every chunk. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

/** The URL (path and query, of this origin) is in one of the service worker's caches. */
async function isKept(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (url) => (await caches.match(new URL(url, location.origin).href)) !== undefined, path);
}

export async function waitUntilKept(page: Page, ...paths: string[]): Promise<void> {
  for (const path of paths) await expect.poll(() => isKept(page, path), { timeout: 15_000, message: path }).toBe(true);
}

/** Every request URL any cache of the page's origin holds. */
export function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
}

/** The offline notice the shop shows while the browser has no network. */
export const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' });
