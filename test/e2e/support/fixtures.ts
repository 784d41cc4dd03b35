// The suite's `test`: Playwright's, pointed at the shop the global setup started, with every
// browser dialog recorded (and accepted) so tests assert the exact alert texts, and every test
// failing when the page throws or its Content-Security-Policy blocks something.
import { test as base, expect, type Page } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '@/client/lib/appReady';
import type { Category, Product } from '@/contract';
import { ENV, requiredEnv } from './environment';

export interface RecordedDialog {
  type: string;
  message: string;
}

interface Alerts {
  /** Every dialog the page opened so far, in order. */
  readonly seen: RecordedDialog[];
  /** Waits until exactly these alert texts have been shown (in order), then forgets them. */
  expect(...messages: string[]): Promise<void>;
}

interface ShopFixtures {
  alerts: Alerts;
  /** The catalogue as the API answers it: tests derive what they expect from it. */
  catalogue: { products: Product[]; categories: Category[] };
}

/** Uncaught errors and CSP breaches of the page, as they happen. */
function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      problems.push(`CSP: ${message.text()}`);
  });
  return problems;
}

export const test = base.extend<ShopFixtures>({
  // Playwright requires the object pattern even when a fixture needs no other fixture.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => provide(requiredEnv(ENV.shopUrl)),

  // The server renders each page's first screen, which shows before the app has taken it over
  // (after the first paint): page.goto and page.reload return once the app is ready, so a test
  // never clicks a button that does nothing yet. A test fails when the page throws an uncaught
  // error or breaks its own CSP: checked here, so a test that opens pages of its own (the first-tap
  // tests) is not given a page it never uses.
  page: async ({ page }, provide) => {
    const problems = watchPageProblems(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const appReady = () => page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appReady();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appReady();
      return response;
    };
    await provide(page);
    expect(problems, 'errors in the page').toEqual([]);
  },

  alerts: async ({ page }, provide) => {
    const seen: RecordedDialog[] = [];
    page.on('dialog', (dialog) => {
      seen.push({ type: dialog.type(), message: dialog.message() });
      void dialog.accept();
    });
    await provide({
      seen,
      async expect(...messages: string[]) {
        const expected = messages.map((message) => ({ type: 'alert', message }));
        await expect.poll(() => seen.slice(), { message: 'alerts shown' }).toEqual(expected);
        seen.length = 0;
      },
    });
  },

  catalogue: async ({ request }, provide) => {
    const [products, categories] = await Promise.all([
      request.get('/api/products').then((response) => response.json() as Promise<Product[]>),
      request.get('/api').then((response) => response.json() as Promise<Category[]>),
    ]);
    await provide({ products, categories });
  },
});

export { expect };

/** The home page with its first products shown (the catalogue has loaded). */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(productCards(page).first()).toBeVisible();
}

/** The cards of the product grid the current screen shows (the home keeps a hidden one under "no products match"). */
export function productCards(page: Page) {
  return page.locator('ul.product-grid > li').filter({ visible: true });
}

/** The tiles of the 'Sortiment' grid (buttons: a click only alerts). */
export function categoryTiles(page: Page) {
  return page.locator('button.category-tile');
}

export async function search(page: Page, term: string): Promise<void> {
  await page.getByRole('searchbox').fill(term);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}
