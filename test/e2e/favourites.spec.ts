// Spec 3 and 4: one localStorage entry per product id holding 'True' or 'False', 'False' written
// when a product is first displayed, the heart flips it, and the favourites screen lists exactly
// the marked products, after a reload and in a second page of the same browser too.
import type { Page } from '@playwright/test';
import { expect, openHome, productCards, test } from './support/fixtures';

async function storedFlag(page: Page, id: number): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), String(id));
}

function heartOf(page: Page, index: number) {
  return productCards(page)
    .nth(index)
    .getByRole('button', { name: /^Favourite: / });
}

async function markedLinks(page: Page): Promise<(string | null)[]> {
  const list = page.getByRole('list', { name: 'Marked articles' });
  return list.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

test('products get "False" stored when first displayed, also after Show More', async ({ page, catalogue }) => {
  await openHome(page);
  const first = catalogue.products.slice(0, 6);
  for (const product of first) await expect.poll(() => storedFlag(page, product.id)).toBe('False');
  const next = catalogue.products[6]!;
  expect(await storedFlag(page, next.id)).toBeNull();
  await page.getByRole('button', { name: 'Show More' }).click();
  await expect.poll(() => storedFlag(page, next.id)).toBe('False');
});

test('the heart toggles the stored value between "True" and "False" and its filled look', async ({
  page,
  catalogue,
}) => {
  const product = catalogue.products[2]!;
  await openHome(page);
  const heart = heartOf(page, 2);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart.locator('svg')).toHaveAttribute('fill', 'none');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart.locator('svg')).toHaveAttribute('fill', 'currentColor');
  await expect.poll(() => storedFlag(page, product.id)).toBe('True');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart.locator('svg')).toHaveAttribute('fill', 'none');
  await expect.poll(() => storedFlag(page, product.id)).toBe('False');
});

test('the favourites screen shows exactly the marked products, also after a reload', async ({ page, catalogue }) => {
  await openHome(page);
  const markedIndexes = [0, 3, 4];
  for (const index of markedIndexes) await heartOf(page, index).click();
  const expected = markedIndexes.map((index) => `/product/${catalogue.products[index]!.id}`);
  for (const index of markedIndexes)
    await expect.poll(() => storedFlag(page, catalogue.products[index]!.id)).toBe('True');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL('/favourites');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Marked Articles');
  await expect(productCards(page)).toHaveCount(expected.length);
  expect(await markedLinks(page)).toEqual(expected);
  await expect(page.getByRole('heading', { name: 'Sortiment' })).toBeVisible();

  await page.reload();
  await expect(productCards(page)).toHaveCount(expected.length);
  expect(await markedLinks(page)).toEqual(expected);

  // Unmarking on the favourites screen removes the card there.
  await heartOf(page, 0).click();
  await expect(productCards(page)).toHaveCount(expected.length - 1);
  expect(await markedLinks(page)).toEqual(expected.slice(1));
});

test('with nothing marked the favourites screen says so and links to the offers', async ({ page }) => {
  await page.goto('/favourites');
  await expect(page.getByText('You have not marked any articles yet.')).toBeVisible();
  await expect(productCards(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Discover the best offers' }).click();
  await expect(page).toHaveURL('/');
});

test('a second page of the same browser sees a change of favourites at once', async ({ page, context, catalogue }) => {
  const product = catalogue.products[1]!;
  await openHome(page);
  const other = await context.newPage();
  await other.goto('/favourites');
  await expect(other.getByText('You have not marked any articles yet.')).toBeVisible();

  await heartOf(page, 1).click();
  await expect(productCards(other)).toHaveCount(1);
  expect(await markedLinks(other)).toEqual([`/product/${product.id}`]);

  await heartOf(page, 1).click();
  await expect(other.getByText('You have not marked any articles yet.')).toBeVisible();
  await expect(productCards(other)).toHaveCount(0);
});

test('the favourites search looks only within the marked articles', async ({ page, catalogue }) => {
  await openHome(page);
  // Mark two of the first cards, then one SESSEL product found by the home search.
  for (const index of [0, 1]) await heartOf(page, index).click();
  await page.getByRole('searchbox').fill('sessel');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await heartOf(page, 0).click();
  const sessel = catalogue.products.filter((product) => product.title.includes('SESSEL'));
  const markedSessel = `/product/${sessel[0]!.id}`;

  await page.getByRole('contentinfo').getByRole('link', { name: 'Favourites' }).click();
  await expect(productCards(page)).toHaveCount(3);
  await page.getByRole('searchbox').fill('Sessel');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(productCards(page)).toHaveCount(1);
  expect(await markedLinks(page)).toEqual([markedSessel]);
  await page.getByRole('searchbox').fill('');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(productCards(page)).toHaveCount(3);
});
