// The scripts a browser fetches on a first visit to a language's home (`/`, `/de/`) before the app is
// ready (the page's data-app-ready mark): the entry and app chunks and any chunk the app asks for
// while it starts, such as the favourites' storage. Measured in Chromium against the built shop on a
// fresh demo database, so what the budget counts is what a shopper downloads, not what the chunk map implies.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '@/client/lib/appReady';
import { languagePrefix, type Language } from '@/i18n/languages';
import { NO_EMULATOR_ENV, startShop } from '../test/support/shopProcess';
import { chromiumExecutable } from './chromiumPath';

/** One language's home in a fresh browser context: its scripts' paths in that language's build folder. */
async function fetchedOnHome(browser: Browser, shopUrl: string, language: Language): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // When the mark appears, on the page's own clock: requests started later are not counted.
    await page.addInitScript((attribute) => {
      // The document itself: its <html> element does not exist yet when this runs.
      new MutationObserver((_changes, observer) => {
        if (!document.documentElement.hasAttribute(attribute)) return;
        (window as unknown as { readyAt?: number }).readyAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: [attribute] });
    }, APP_READY_ATTRIBUTE);
    const prefix = languagePrefix(language);
    await page.goto(`${shopUrl}${prefix}/`);
    await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
    const urls = await page.evaluate(() => {
      const readyAt = (window as unknown as { readyAt?: number }).readyAt;
      if (readyAt === undefined) throw new Error('the app was ready, but the moment it became so was not seen');
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= readyAt && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.name);
    });
    return [...new Set(urls.map((url) => new URL(url).pathname.slice(prefix.length + 1)))];
  } finally {
    await context.close();
  }
}

/** Per language, the build's file names (e.g. `assets/app.1a2b3c.js`) of every script fetched before the app was ready. */
export async function scriptsFetchedBeforeReady(
  languages: readonly Language[],
): Promise<Partial<Record<Language, string[]>>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-budget-'));
  const shop = await startShop({ env: { ...NO_EMULATOR_ENV, SQLITE_FILE: path.join(dir, 'shop.sqlite') } });
  const browser = await chromium.launch({ executablePath: chromiumExecutable() });
  try {
    const fetched: Partial<Record<Language, string[]>> = {};
    for (const language of languages) fetched[language] = await fetchedOnHome(browser, shop.url, language);
    return fetched;
  } finally {
    await browser.close();
    await shop.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
