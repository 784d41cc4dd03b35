// German at /de/ (issue 50): the shopper's walk in German, the footer's switch keeping the screen,
// a reload keeping the language, the offer of the browser's language (a link, never a redirect) and
// the choice remembered; axe and no sideways scroll at 320 and 1280 px with the longer German words.
import { expect, productCards, test } from './support/fixtures';
import { auditScreen, PHONE_AND_DESKTOP_WIDTHS } from './support/screenAudit';
import { waitForServiceWorker, waitUntilKept } from './offline/serviceWorker';

test.describe('a German shopper at /de/', () => {
  test.use({ locale: 'de-DE' });

  test('the walk in German: home, Show More, search, a favourite, a product and the favourites', async ({
    page,
    catalogue,
  }) => {
    await page.goto('/de/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die besten Angebote');
    await expect(page.getByRole('heading', { name: 'Sortiment' })).toBeVisible();
    await expect(page.getByPlaceholder('hier suchen …')).toBeVisible();
    await expect(productCards(page)).toHaveCount(6);
    await page.getByRole('button', { name: 'Mehr anzeigen' }).click();
    await expect(productCards(page)).toHaveCount(12);
    await expect(page.getByRole('status').filter({ hasText: 'Produkten' })).toContainText(
      `12 von ${catalogue.products.length.toLocaleString('de-DE')} Produkten`,
    );

    await page.getByRole('searchbox').fill('sessel');
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    // React Router writes the home under a basename as /de (the server answers /de and /de/ alike).
    await expect(page).toHaveURL(/\/de\/?\?q=sessel$/);
    await expect(page.getByText(/Treffer für „sessel“/)).toBeVisible();

    const first = productCards(page).first();
    const title = (await first.getByRole('link').textContent())?.trim() ?? '';
    await first.getByRole('button', { name: /^Favorit: / }).click();
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/de\/product\/\d+$/);
    await expect(
      page.getByRole('button', { name: 'Nächstes Bild' }).or(page.getByRole('heading', { level: 1 })),
    ).not.toHaveCount(0);

    await page.getByRole('link', { name: 'Favoriten' }).click();
    await expect(page).toHaveURL('/de/favourites');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihre gemerkten Artikel');
    await expect(productCards(page)).toHaveCount(1);
    await expect(productCards(page).first()).toContainText(title.slice(0, 20));
  });

  test('German home and product pass axe with no sideways scroll at 320 and 1280 px', async ({ page, catalogue }) => {
    test.slow();
    await page.goto('/de/');
    await expect(productCards(page).first()).toBeVisible();
    await auditScreen(page, 'de-home', PHONE_AND_DESKTOP_WIDTHS);
    await page.goto(`/de/product/${catalogue.products[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await auditScreen(page, 'de-product', PHONE_AND_DESKTOP_WIDTHS);
    await page.goto('/de/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await auditScreen(page, 'de-login', PHONE_AND_DESKTOP_WIDTHS);
  });
});

test('the footer switch keeps the product, and a reload keeps the language', async ({ page, catalogue }) => {
  const id = catalogue.products[2]!.id;
  await page.goto(`/product/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(`/de/product/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('link', { name: 'Startseite' })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(`/de/product/${id}`);
  await expect(page.getByRole('link', { name: 'Startseite' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`/product/${id}`);
  await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
});

test.describe('a browser that prefers German', () => {
  test.use({ locale: 'de-DE' });

  test('is offered the German shop on /, not sent there, and a "no" is remembered', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/');
    const offer = page.getByRole('complementary', { name: 'Language' });
    await expect(offer.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/');
    await offer.getByRole('button', { name: 'No, thanks' }).click();
    await expect(offer).toBeHidden();
    // With a choice remembered the offer's chunk still comes (it reads the choice): once it is here,
    // the bar must stay away.
    const offerChunk = page.waitForResponse(/\/assets\/language-offer\.[0-9a-f]+\.js$/);
    await page.reload();
    await offerChunk;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Language' })).toHaveCount(0);
  });

  test('taking the offer opens the same screen in German and remembers it', async ({ page, catalogue }) => {
    const id = catalogue.products[0]!.id;
    await page.goto(`/product/${id}`);
    await page.getByRole('complementary', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(`/de/product/${id}`);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'shop_language')?.value).toBe('de');
  });
});

test.describe('offline', () => {
  // The service workers are what this test is about (the suite blocks them elsewhere).
  test.use({ serviceWorkers: 'allow', locale: 'de-DE' });

  test('each language’s kept pages show offline in the language they were kept in', async ({ page, context }) => {
    test.slow();
    await page.goto('/de/');
    await expect(productCards(page).first()).toBeVisible();
    await waitForServiceWorker(page);
    await waitUntilKept(page, '/de/', '/api/products');
    await page.goto('/');
    await expect(productCards(page).first()).toBeVisible();
    await waitForServiceWorker(page);
    await waitUntilKept(page, '/');

    await context.setOffline(true);
    await page.goto('/de/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Mehr anzeigen' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Sie sind offline' })).toBeVisible();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Show More' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  });
});
