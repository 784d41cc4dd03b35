// Spec 5: case-insensitive substring search on the title, applied only by the arrow button; the
// form's submit (Enter) neither filters nor reloads; an empty search restores every product.
// Beyond the spec: typing without umlauts finds them ('kuche' → 'Küche').
import type { Page } from '@playwright/test';
import type { Product } from '@/contract';
import { expect, openHome, productCards, search, test } from './support/fixtures';

/** The test's own oracle: lower case, umlauts and accents dropped. */
function plain(text: string): string {
  return text.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
}

function idsMatching(products: Product[], term: string): string[] {
  return products
    .filter((product) => plain(product.title).includes(plain(term)))
    .map((product) => `/product/${product.id}`);
}

/** What the page noted about an Enter in the search field (see the Enter test). */
interface EnterRecord {
  submits: Array<{ stopped: boolean; address: string }>;
  released: boolean;
}

async function shownProductLinks(page: Page): Promise<(string | null)[]> {
  return productCards(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

test('search ignores case: "sessel" and "SeSsEl" find the SESSEL titles', async ({ page, catalogue }) => {
  const expected = idsMatching(catalogue.products, 'sessel');
  expect(expected.length, 'the demo catalogue has SESSEL products').toBeGreaterThan(1);
  expect(catalogue.products.some((product) => product.title.includes('SESSEL'))).toBe(true);
  await openHome(page);
  for (const term of ['sessel', 'SeSsEl']) {
    await search(page, term);
    await expect(productCards(page)).toHaveCount(expected.length);
    expect(await shownProductLinks(page)).toEqual(expected);
    await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(
      `${expected.length} products match “${term}”`,
    );
  }
});

test('search without umlauts finds them: "kuche" finds the "Küche" titles', async ({ page, catalogue }) => {
  const expected = idsMatching(catalogue.products, 'kuche');
  expect(
    catalogue.products.filter((product) => product.title.includes('Küche')).map((product) => `/product/${product.id}`),
  ).toEqual(expected);
  await openHome(page);
  await search(page, 'kuche');
  await expect(productCards(page)).toHaveCount(expected.length);
  expect(await shownProductLinks(page)).toEqual(expected);
  for (const title of await productCards(page).getByRole('heading').allTextContents()) expect(title).toContain('Küche');
});

test('Enter in the search field neither filters nor reloads the page; only the arrow button searches', async ({
  page,
  catalogue,
}) => {
  await openHome(page);
  const before = await shownProductLinks(page);
  // The page notes every submit (after the app's own handler: window is the last to hear it), with
  // whether it was stopped and the address then, and when the Enter key came back up.
  await page.evaluate(() => {
    const enter: EnterRecord = { submits: [], released: false };
    window.addEventListener('submit', (event) =>
      enter.submits.push({ stopped: event.defaultPrevented, address: location.pathname + location.search }),
    );
    window.addEventListener('keyup', (event) => (enter.released ||= event.key === 'Enter'));
    Object.assign(window, { notReloaded: true, enter });
  });
  await page.getByRole('searchbox').fill('laptop');
  await page.getByRole('searchbox').press('Enter');
  // A submit the Enter causes comes before its keyup: once that is seen, every submit has been handled.
  // (A page without the notes is a new one: the old one was replaced.)
  const enter = await page.evaluate(async () => {
    const { enter: noted } = window as unknown as { enter?: EnterRecord };
    if (noted && !noted.released)
      await new Promise((released) =>
        window.addEventListener('keyup', (event) => event.key === 'Enter' && released(0)),
      );
    return noted ?? null;
  });
  expect(enter, 'the page was replaced (reloaded or navigated)').not.toBeNull();
  // None may go anywhere (a reload, or the form's own GET), nor apply the search (the address's ?q=).
  expect(enter!.submits.filter((submit) => !submit.stopped || submit.address !== '/')).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(page).toHaveURL('/');
  expect(await shownProductLinks(page)).toEqual(before);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const expected = idsMatching(catalogue.products, 'laptop');
  await expect(productCards(page)).toHaveCount(Math.min(expected.length, 6));
  expect(await shownProductLinks(page)).toEqual(expected.slice(0, 6));
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('an empty search restores all products with Show More', async ({ page, catalogue }) => {
  await openHome(page);
  await search(page, 'kuche');
  await expect(page.getByRole('button', { name: 'Show More' })).toBeHidden();
  await search(page, '');
  await expect(productCards(page)).toHaveCount(6);
  expect(await shownProductLinks(page)).toEqual(
    catalogue.products.slice(0, 6).map((product) => `/product/${product.id}`),
  );
  await expect(page.getByRole('button', { name: 'Show More' })).toBeVisible();
  await expect(page.getByText(`Showing 6 of ${catalogue.products.length} products`)).toBeVisible();
});

test('a search without matches says so and offers to show all products again', async ({ page }) => {
  await openHome(page);
  await search(page, 'zzqx');
  await expect(productCards(page)).toHaveCount(0);
  await expect(page.getByText('No products match “zzqx”.')).toBeVisible();
  await page.getByRole('button', { name: 'Show all products' }).click();
  await expect(productCards(page)).toHaveCount(6);
  await expect(page.getByRole('searchbox')).toHaveValue('');
});
