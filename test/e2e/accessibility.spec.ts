// axe-core with the WCAG 2.2 A and AA rules on every screen and state, at 375 px and 1280 px, with a
// full-page screenshot of each kept in test-results/screenshots/ for people to look at.
// (The login screen with its green and red bubble: accounts/loginAccessibility.spec.ts.)
import { expect, openHome, productCards, search, test } from './support/fixtures';
import { auditScreen, axeViolations } from './support/screenAudit';

// Each test audits its screen at two widths with axe and full-page screenshots: Playwright's slow timeout.
test.beforeEach(() => test.slow());

test('home has no accessibility violations', async ({ page }) => {
  await openHome(page);
  await auditScreen(page, 'home');
});

test('home with every product shown has no accessibility violations', async ({ page, catalogue }) => {
  await openHome(page);
  const showMore = page.getByRole('button', { name: 'Show More' });
  while (await showMore.isVisible()) await showMore.click();
  await expect(productCards(page)).toHaveCount(catalogue.products.length);
  await auditScreen(page, 'home-all-products');
});

test('search results have no accessibility violations', async ({ page }) => {
  await openHome(page);
  await search(page, 'sessel');
  await expect(page.getByText(/products match/)).toBeVisible();
  await auditScreen(page, 'search-results');
});

test('a search without results has no accessibility violations', async ({ page }) => {
  await openHome(page);
  await search(page, 'zzqx');
  await expect(page.getByText('No products match “zzqx”.')).toBeVisible();
  await auditScreen(page, 'search-no-results');
});

test('a search without results that offers "Did you mean" has no accessibility violations', async ({ page }) => {
  await openHome(page);
  await search(page, 'bohrschraber');
  await expect(page.getByRole('link', { name: 'bohrschrauber (2)' })).toBeVisible();
  await auditScreen(page, 'search-did-you-mean');
});

test('the empty favourites screen has no accessibility violations', async ({ page }) => {
  await page.goto('/favourites');
  await expect(page.getByText('You have not marked any articles yet.')).toBeVisible();
  await expect(page.locator('button.category-tile').first()).toBeVisible();
  await auditScreen(page, 'favourites-empty');
});

test('the favourites screen with marked products has no accessibility violations', async ({ page }) => {
  await openHome(page);
  for (const index of [0, 1, 2, 5])
    await productCards(page)
      .nth(index)
      .getByRole('button', { name: /^Favourite: / })
      .click();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Favourites' }).click();
  await expect(productCards(page)).toHaveCount(4);
  await auditScreen(page, 'favourites-marked');
});

test('the product detail has no accessibility violations, at the first and the last picture', async ({
  page,
  catalogue,
}) => {
  const product = catalogue.products.find((candidate) => candidate.images.length >= 2)!;
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  await auditScreen(page, 'product');
  for (let step = 1; step < product.images.length; step++)
    await page.getByRole('button', { name: 'Next picture' }).click();
  await expect(page.getByRole('button', { name: 'Next picture' })).toBeDisabled();
  await auditScreen(page, 'product-last-picture');
});

test('the login screen has no accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await auditScreen(page, 'login');
});

test('the not-found pages have no accessibility violations', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await auditScreen(page, 'not-found');
  await page.goto('/product/999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found');
  await auditScreen(page, 'product-not-found');
});

test('the error state with Retry has no accessibility violations', async ({ page }) => {
  await page.route('**/api/products', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'internal', message: 'Database on fire.' }),
    }),
  );
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await auditScreen(page, 'api-error');
});

test('the audit itself reports violations (positive control: a picture without alt text)', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><title>control</title><main><img src="data:," width="10" height="10"></main></html>',
  );
  expect((await axeViolations(page)).map((violation) => violation.id)).toContain('image-alt');
});
