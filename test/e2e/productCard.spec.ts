// Spec 1 and 9: a card shows the picture, the price in euros with the sign after it (de-DE), the
// mark, the title cut to 20 characters plus an ellipsis, and links to product/{id}.
import { expect, openHome, productCards, test } from './support/fixtures';

const TITLE_CUT = 20;
// German format: thousands with '.', two decimals after ',', then a (non-breaking) space and '€'.
const GERMAN_EURO = /^\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/;

function priceFromGermanText(text: string): number {
  return Number(text.replace('\u00a0€', '').replace(/\./g, '').replace(',', '.'));
}

test('cards cut titles to 20 characters with an ellipsis and show the de-DE price with € after it', async ({
  page,
  catalogue,
}) => {
  await openHome(page);
  const shown = catalogue.products.slice(0, 6);
  for (const [index, product] of shown.entries()) {
    const card = productCards(page).nth(index);
    const expectedTitle = product.title.length > TITLE_CUT ? `${product.title.slice(0, TITLE_CUT)}...` : product.title;
    await expect(card.getByRole('heading')).toHaveText(expectedTitle);
    const priceText = (await card.locator('.product-card__price').textContent()) ?? '';
    expect(priceText, `price of ${product.title}`).toMatch(GERMAN_EURO);
    expect(priceFromGermanText(priceText)).toBeCloseTo(product.price, 2);
    await expect(card.getByText(product.mark, { exact: true })).toBeVisible();
    await expect(card.getByRole('img')).toHaveAttribute('src', product.image);
    await expect(card.getByRole('link')).toHaveAttribute('href', `/product/${product.id}`);
  }
});

test('a price of 1299 euros reads "1.299,00 €" on its card', async ({ page, catalogue }) => {
  const product = catalogue.products.find((candidate) => candidate.price === 1299);
  expect(product, 'the demo catalogue has a product at 1299 €').toBeDefined();
  const index = catalogue.products.indexOf(product!);
  await openHome(page);
  // Show enough cards to reach it.
  while ((await productCards(page).count()) <= index) await page.getByRole('button', { name: 'Show More' }).click();
  await expect(productCards(page).nth(index).locator('.product-card__price')).toHaveText('1.299,00\u00a0€');
});

test('a card links to product/{id}, which shows that product in full', async ({ page, catalogue }) => {
  const product = catalogue.products[1]!;
  await openHome(page);
  await productCards(page).nth(1).getByRole('link').click();
  await expect(page).toHaveURL(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
});
