// Issue 35, docs/requirements.md §10.4: a search that finds nothing offers "Did you mean:" with links
// that find products, each with its count; a link is its own search (a new address, its products,
// the term in the field). By mouse and by keyboard alone, on the demo catalogue.
import type { Page } from '@playwright/test';
import { expect, openHome, productCards, search, test } from './support/fixtures';

const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: 'match' });
const suggestionLinks = (page: Page) => page.getByRole('list', { name: 'Did you mean:' }).getByRole('link');
/** The cards' whole titles (a card shows 20 characters; its link's tooltip is the title). */
const shownTitles = (page: Page) =>
  productCards(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('title') ?? ''));

async function expectBohrschrauberFound(page: Page) {
  await expect(page).toHaveURL(/\/\?q=bohrschrauber$/);
  await expect(productCards(page)).toHaveCount(2);
  for (const title of await shownTitles(page)) expect(title).toContain('Bohrschrauber');
  await expect(page.getByRole('searchbox')).toHaveValue('bohrschrauber');
  await expect(resultCount(page)).toHaveText('2 products match “bohrschrauber”');
}

test('"bohrschraber" finds nothing and offers bohrschrauber (2); following it shows the two products', async ({
  page,
}) => {
  await openHome(page);
  await search(page, 'bohrschraber');
  await expect(page.getByText('No products match “bohrschraber”.')).toBeVisible();
  await expect(page.getByText('Did you mean:', { exact: true })).toBeVisible();
  await expect(suggestionLinks(page)).toHaveText(['bohrschrauber (2)']);
  await expect(resultCount(page)).toHaveText(
    '0 products match “bohrschraber”. Did you mean: bohrschrauber, 2 products?',
  );
  await expect(page.getByRole('button', { name: 'Show all products' })).toBeVisible();
  await suggestionLinks(page).first().click();
  await expectBohrschrauberFound(page);
  // A new history entry, as a new search: Back is the search that found nothing.
  await page.goBack();
  await expect(page).toHaveURL(/\/\?q=bohrschraber$/);
  await expect(suggestionLinks(page)).toHaveText(['bohrschrauber (2)']);
});

/** Presses Tab until the focused element is `target` (at most `presses` times). */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, presses = 30) {
  for (let pressed = 0; pressed < presses; pressed++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} not reached by ${presses} Tab presses`);
}

test('the same by keyboard alone: Tab to the field, type, Tab to the arrow, Enter, Tab to the link, Enter', async ({
  page,
}) => {
  await openHome(page);
  await tabTo(page, page.getByRole('searchbox'));
  await page.keyboard.type('bohrschraber');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(suggestionLinks(page)).toHaveText(['bohrschrauber (2)']);
  await tabTo(page, suggestionLinks(page).first(), 5);
  await page.keyboard.press('Enter');
  await expectBohrschrauberFound(page);
  // The link left with the empty state: focus is on the count, and the next Tab reaches the cards.
  await expect(resultCount(page).locator('..')).toBeFocused();
});

test('"sessel samt" offers its words in any order; the link searches all words and finds the two Sessel', async ({
  page,
}) => {
  await openHome(page);
  await search(page, 'sessel samt');
  await expect(suggestionLinks(page)).toHaveText(['sessel samt (all words, any order, 2)']);
  await page.keyboard.press('Tab'); // from the arrow button, the suggestion is next
  await expect(suggestionLinks(page).first()).toBeFocused();
  await page.keyboard.press('Space'); // Space does not follow a link: nothing happens
  await expect(page).toHaveURL(/\/\?q=sessel\+samt$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/\?q=sessel\+samt&words=all$/);
  await expect(productCards(page)).toHaveCount(2);
  for (const title of await shownTitles(page)) {
    expect(title).toContain('SESSEL');
    expect(title).toContain('Samt');
  }
  await expect(page.getByRole('searchbox')).toHaveValue('sessel samt');
  await expect(resultCount(page)).toHaveText('2 products match “sessel samt”');
});

test('a search nobody can help offers nothing and keeps the hint', async ({ page }) => {
  await openHome(page);
  await search(page, 'smat');
  await expect(page.getByText('Check the spelling or try a shorter word.')).toBeVisible();
  await expect(page.getByText('Did you mean:', { exact: true })).toHaveCount(0);
});
