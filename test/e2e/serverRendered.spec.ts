// Issue 6: every page arrives with its first screen rendered by the server. With JavaScript off
// (the same HTML a slow phone paints before its script has arrived) the shopper already sees the
// offers, the assortment and a product, and the links lead on.
import { categoryTiles, expect, productCards, test } from './support/fixtures';

test('without JavaScript the home shows its first six cards and the assortment, and a card link opens its product', async ({
  browser,
  baseURL,
  catalogue,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die besten Angebote');
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
      `Showing 6 of ${catalogue.products.length} products`,
    );
    await expect(productCards(page)).toHaveCount(6);
    await expect(categoryTiles(page)).toHaveCount(catalogue.categories.length);
    const product = catalogue.products[1]!;
    await page.locator(`a[href="/product/${product.id}"]`).click();
    await expect(page).toHaveURL(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    await expect(page.getByText(product.description)).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the app takes over the server-rendered home without replacing it: the same card elements, now interactive', async ({
  page: suitePage,
}) => {
  // A page of the same context without the suite's wait for the app (see fixtures.ts), whose app
  // script is held back until the server's card has been tagged.
  const page = await suitePage.context().newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message)); // a hydration mismatch is reported here
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/app\.[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  // Not until 'load': the app chunk is asked for at the first paint, often before the load event,
  // which would then wait for the script held back here.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const firstCard = productCards(page).first();
  await expect(firstCard).toBeVisible();
  await firstCard.evaluate((card) => card.setAttribute('data-server-rendered', ''));
  releaseApp();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expect(productCards(page).first()).toHaveAttribute('data-server-rendered', '');
  const heart = productCards(page)
    .first()
    .getByRole('button', { name: /^Favourite:/ });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(errors).toEqual([]);
});
