// The scripts a browser fetches on a first visit to `/` before the app is ready (the page's
// data-app-ready mark): the entry and app chunks and any chunk the app asks for while it starts,
// such as the favourites' storage. Measured in Chromium against the built shop on a fresh demo
// database, so what the budget counts is what a shopper downloads, not what the chunk map implies.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '@/client/lib/appReady';
import { NO_EMULATOR_ENV, startShop } from '../test/support/shopProcess';
import { chromiumExecutable } from './chromiumPath';

/** The build's file names (e.g. `assets/app.1a2b3c.js`) of every script fetched before the app was ready. */
export async function scriptsFetchedBeforeReady(): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-budget-'));
  const shop = await startShop({ env: { ...NO_EMULATOR_ENV, SQLITE_FILE: path.join(dir, 'shop.sqlite') } });
  const browser = await chromium.launch({ executablePath: chromiumExecutable() });
  try {
    const page = await browser.newPage();
    // When the mark appears, on the page's own clock: requests started later are not counted.
    await page.addInitScript((attribute) => {
      // The document itself: its <html> element does not exist yet when this runs.
      new MutationObserver((_changes, observer) => {
        if (!document.documentElement.hasAttribute(attribute)) return;
        (window as unknown as { readyAt?: number }).readyAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: [attribute] });
    }, APP_READY_ATTRIBUTE);
    await page.goto(`${shop.url}/`);
    await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
    const urls = await page.evaluate(() => {
      const readyAt = (window as unknown as { readyAt?: number }).readyAt;
      if (readyAt === undefined) throw new Error('the app was ready, but the moment it became so was not seen');
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= readyAt && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.name);
    });
    return [...new Set(urls.map((url) => new URL(url).pathname.slice(1)))];
  } finally {
    await browser.close();
    await shop.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
