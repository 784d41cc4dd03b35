// The first tap always counts (docs/requirements.md §10): every control of a first screen does its
// job when used right after the page has loaded, while the app may still be starting, and exactly
// once; at a desktop's speed and at a slow phone's (6× CPU slowdown).
import type { Page } from '@playwright/test';
import { categoryTiles, expect, productCards, test } from './support/fixtures';
import { appSettled, expectAlertsOnce, openForEarlyTap, pressOn, SLOWDOWNS, tap } from './support/firstTap';

const TIMEOUT = 20_000; // a tap held until the app is ready, at 6× slowdown

// Each test opens a context of its own (openForEarlyTap): none depends on another, so the file's 25
// tests are spread over the workers instead of running one after another on one of them.
test.describe.configure({ mode: 'parallel' });

function plain(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

const storedFlag = (page: Page, id: number) => page.evaluate((key) => localStorage.getItem(key), String(id));

for (const slowdown of SLOWDOWNS) {
  test.describe(`at ${slowdown}× CPU slowdown, right after load`, () => {
    test.describe.configure({ timeout: 60_000 });

    test('"Show More" shows six more cards, once', async ({ browser }) => {
      const early = await openForEarlyTap(browser, '/', slowdown);
      await tap(early.page.getByRole('button', { name: 'Show More' }));
      await expect(productCards(early.page)).toHaveCount(12, { timeout: TIMEOUT });
      await appSettled(early.page);
      await expect(productCards(early.page)).toHaveCount(12);
      await early.close();
    });

    test('the search arrow applies the term typed before it', async ({ browser, catalogue }) => {
      const term = 'bohr';
      const matches = catalogue.products.filter((product) => plain(product.title).includes(term));
      expect(matches.length, 'the demo catalogue has "bohr" products').toBeGreaterThan(1);
      const early = await openForEarlyTap(browser, '/', slowdown);
      await early.page.getByRole('searchbox').fill(term);
      await tap(early.page.getByRole('button', { name: 'Search', exact: true }));
      await expect(productCards(early.page)).toHaveCount(Math.min(6, matches.length), { timeout: TIMEOUT });
      await expect(early.page.getByRole('status').filter({ hasText: 'match' })).toHaveText(
        `${matches.length} products match “${term}”`,
      );
      await early.close();
    });

    test('a category tile alerts "{category} category clicked", once', async ({ browser, catalogue }) => {
      const early = await openForEarlyTap(browser, '/', slowdown);
      await tap(categoryTiles(early.page).first());
      await expectAlertsOnce(early, `${catalogue.categories[0]!.catName} category clicked`);
      await early.close();
    });

    test('Enter on a focused "Show More" counts like a tap', async ({ browser }) => {
      const early = await openForEarlyTap(browser, '/', slowdown);
      await pressOn(early.page.getByRole('button', { name: 'Show More' }), 'Enter');
      await expect(productCards(early.page)).toHaveCount(12, { timeout: TIMEOUT });
      await appSettled(early.page);
      await expect(productCards(early.page)).toHaveCount(12);
      await early.close();
    });

    test('Space on a focused heart marks its product, once', async ({ browser }) => {
      const early = await openForEarlyTap(browser, '/', slowdown);
      const card = productCards(early.page).first();
      const id = Number((await card.getByRole('link').first().getAttribute('href'))?.split('/').at(-1));
      await pressOn(card.getByRole('button', { name: /^Favourite:/ }), ' ');
      await expect.poll(() => storedFlag(early.page, id), { timeout: TIMEOUT }).toBe('True');
      await appSettled(early.page);
      expect(await storedFlag(early.page, id)).toBe('True');
      await early.close();
    });

    test('a heart marks its product, once', async ({ browser }) => {
      const early = await openForEarlyTap(browser, '/', slowdown);
      const card = productCards(early.page).first();
      const href = await card.getByRole('link').first().getAttribute('href');
      const id = Number(href?.split('/').at(-1));
      await tap(card.getByRole('button', { name: /^Favourite:/ }));
      await expect.poll(() => storedFlag(early.page, id), { timeout: TIMEOUT }).toBe('True');
      await appSettled(early.page);
      expect(await storedFlag(early.page, id)).toBe('True');
      await expect(card.getByRole('button', { name: /^Favourite:/ })).toHaveAttribute('aria-pressed', 'true');
      await early.close();
    });

    test('the header\'s sign-out icon alerts "You are not logged in!", once', async ({ browser }) => {
      const early = await openForEarlyTap(browser, '/', slowdown);
      await tap(early.page.getByRole('button', { name: 'Sign out' }));
      await expectAlertsOnce(early, 'You are not logged in!');
      await early.close();
    });

    test('a footer link opens its screen', async ({ browser }) => {
      const early = await openForEarlyTap(browser, '/', slowdown);
      await tap(early.page.getByRole('contentinfo').getByRole('link', { name: /favourites/i }));
      await expect(early.page).toHaveURL(/\/favourites$/, { timeout: TIMEOUT });
      await expect(early.page.getByRole('heading', { name: 'Your Marked Articles' })).toBeVisible();
      await early.close();
    });

    test('"Add to Basket" alerts NO for a visitor, once', async ({ browser, catalogue }) => {
      const early = await openForEarlyTap(browser, `/product/${catalogue.products[0]!.id}`, slowdown);
      await tap(early.page.getByRole('button', { name: 'Add to Basket' }));
      await expectAlertsOnce(early, 'NO');
      await early.close();
    });

    test('the carousel arrows move one picture per tap', async ({ browser, catalogue }) => {
      const product = catalogue.products.find((candidate) => candidate.images.length >= 3);
      expect(product, 'a demo product with three pictures').toBeDefined();
      const early = await openForEarlyTap(browser, `/product/${product!.id}`, slowdown);
      const count = product!.images.length;
      await tap(early.page.getByRole('button', { name: 'Next picture' }));
      await expect(early.page.getByText(`Picture 2 of ${count}`)).toBeVisible({ timeout: TIMEOUT });
      await appSettled(early.page);
      await tap(early.page.getByRole('button', { name: 'Previous picture' }));
      await expect(early.page.getByText(`Picture 1 of ${count}`)).toBeVisible();
      await early.close();
    });

    test('"Not registered yet?" makes Register the form\'s action and focuses the email', async ({ browser }) => {
      const early = await openForEarlyTap(browser, '/login', slowdown);
      await tap(early.page.getByRole('link', { name: /Not registered yet\?/ }));
      await expect(early.page).toHaveURL(/\?mode=register$/, { timeout: TIMEOUT });
      await expect(early.page.getByRole('button', { name: 'Register' })).toHaveAttribute('type', 'submit', {
        timeout: TIMEOUT,
      });
      await expect(early.page.getByLabel('Email')).toBeFocused();
      await early.close();
    });
  });
}

// The same taps with the app's script held back until after them, so they surely come before the
// app: on a page whose buttons are inert until then, each of these does nothing at all.
test.describe("with the app's script held back until after the tap", () => {
  function heldApp() {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    return { held, release };
  }

  test('"Show More" shows six more cards once the app arrives', async ({ browser }) => {
    const app = heldApp();
    const early = await openForEarlyTap(browser, '/', 1, { appHeldUntil: app.held });
    const showMore = early.page.getByRole('button', { name: 'Show More' });
    await tap(showMore, { afterLoad: false });
    await expect(showMore).toHaveAttribute('aria-busy', 'true');
    app.release();
    await expect(productCards(early.page)).toHaveCount(12, { timeout: TIMEOUT });
    await appSettled(early.page);
    await expect(productCards(early.page)).toHaveCount(12);
    await early.close();
  });

  test('a category tile alerts once the app arrives, once', async ({ browser, catalogue }) => {
    const app = heldApp();
    const early = await openForEarlyTap(browser, '/', 1, { appHeldUntil: app.held });
    await tap(categoryTiles(early.page).first(), { afterLoad: false });
    expect(early.dialogs).toEqual([]);
    app.release();
    await expectAlertsOnce(early, `${catalogue.categories[0]!.catName} category clicked`);
    await early.close();
  });

  test('two taps on "Show More" are two: eighteen cards', async ({ browser }) => {
    const app = heldApp();
    const early = await openForEarlyTap(browser, '/', 1, { appHeldUntil: app.held });
    const showMore = early.page.getByRole('button', { name: 'Show More' });
    await tap(showMore, { afterLoad: false });
    await tap(showMore, { afterLoad: false });
    app.release();
    await expect(productCards(early.page)).toHaveCount(18, { timeout: TIMEOUT });
    await appSettled(early.page);
    await expect(productCards(early.page)).toHaveCount(18);
    await early.close();
  });
});
