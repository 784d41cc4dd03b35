// Issue 30: after one online visit the shop keeps working offline (every screen's code, the home and
// product pages seen, the favourites with their products, the search, the hearts), says so, and is
// itself again once the network is back.
import type { Page } from '@playwright/test';
import { expect, openHome, productCards, search, test } from '../support/fixtures';
import { offlineNotice, waitForServiceWorker, waitUntilKept } from './serviceWorker';

// The service worker is what these tests are about (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Card titles are cut to fit; their links say which product a card shows. */
const cardLinks = (page: Page) => productCards(page).locator('a.product-card__link');

const heartOf = (page: Page, index: number) =>
  productCards(page)
    .nth(index)
    .getByRole('button', { name: /^Favourite: / });

/** A first online visit to the home, until the service worker keeps it. */
async function visitHome(page: Page): Promise<void> {
  await openHome(page);
  await waitForServiceWorker(page);
  await waitUntilKept(page, '/', '/api/products');
}

test('the home reloads offline with its products, under a notice that leaves when the network is back', async ({
  page,
  context,
  catalogue,
}) => {
  await visitHome(page);
  await context.setOffline(true);
  await page.reload();
  await expect(cardLinks(page).first()).toHaveAttribute('href', `/product/${catalogue.products[0]!.id}`);
  await expect(offlineNotice(page)).toBeVisible();
  await context.setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
});

test('offline, the search runs over the kept products', async ({ page, context, catalogue }) => {
  await visitHome(page);
  await context.setOffline(true);
  await page.reload();
  const wanted = catalogue.products[7]!;
  await search(page, wanted.title);
  await expect(cardLinks(page)).toHaveCount(1);
  await expect(cardLinks(page).first()).toHaveAttribute('title', wanted.title);
  // German spellings fold offline as online: 'kopfhoerer' finds 'Kopfhörer'.
  const umlaut = catalogue.products.find((product) => product.title.includes('Kopfhörer'))!;
  await search(page, 'kopfhoerer');
  await expect(cardLinks(page)).toHaveCount(1);
  await expect(cardLinks(page).first()).toHaveAttribute('title', umlaut.title);
});

test('offline, a search that finds nothing offers "Did you mean" from the kept products, and the link works', async ({
  page,
  context,
}) => {
  await visitHome(page);
  await context.setOffline(true);
  await page.reload();
  await search(page, 'bohrschraber');
  // The suggestion engine's chunk was never asked for online: the service worker kept it with the app.
  const suggestion = page.getByRole('list', { name: 'Did you mean:' }).getByRole('link');
  await expect(suggestion).toHaveText(['bohrschrauber (2)']);
  await suggestion.click();
  await expect(cardLinks(page)).toHaveCount(2);
  await expect(offlineNotice(page)).toBeVisible();
});

test('product pages visited, directly or from a card, open offline', async ({ page, context, catalogue }) => {
  const [first, second] = catalogue.products;
  await page.goto(`/product/${first!.id}`);
  await waitForServiceWorker(page);
  await waitUntilKept(page, `/product/${first!.id}`);
  await openHome(page);
  await productCards(page).nth(1).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!.title);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!.title);
  await page.goto(`/product/${first!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title);
});

test('a product never seen says, in the shop, that it is not available offline, with a way back', async ({
  page,
  context,
  catalogue,
}) => {
  const seen = catalogue.products[0]!;
  const unseen = catalogue.products.at(-1)!;
  await page.goto(`/product/${seen.id}`);
  await waitForServiceWorker(page);
  await waitUntilKept(page, `/product/${seen.id}`);
  await context.setOffline(true);
  await page.goto(`/product/${unseen.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not available offline');
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL('/');
});

test('the favourites screen lists the marked products offline; a heart works offline', async ({
  page,
  context,
  catalogue,
}) => {
  const [first, second] = catalogue.products;
  await visitHome(page);
  await heartOf(page, 0).click();
  await context.setOffline(true);
  await page.reload();
  await heartOf(page, 1).click();
  await expect(heartOf(page, 1)).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/favourites');
  const marked = page.getByRole('list', { name: 'Marked articles' }).getByRole('link');
  await expect(marked).toHaveCount(2);
  await expect(marked.first()).toHaveAttribute('href', `/product/${first!.id}`);
  await expect(marked.nth(1)).toHaveAttribute('href', `/product/${second!.id}`);

  // Back online: the heart clicked offline is there too.
  await context.setOffline(false);
  await page.reload();
  await expect(marked).toHaveCount(2);
});

test("every screen's code is kept: login, favourites and an unknown address open offline", async ({
  page,
  context,
}) => {
  await visitHome(page);
  await context.setOffline(true);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login here to access your Profile' })).toBeVisible();
  await page.goto('/favourites');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByRole('link', { name: 'Back to the shop' })).toBeVisible();
});
