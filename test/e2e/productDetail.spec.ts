// Spec 2 and 4, product detail: the pictures' index is clamped at both ends (no wrap-around), by
// the arrow buttons and the arrow keys; an unknown id shows a not-found page, never a blank screen.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

function carousel(page: Page) {
  const group = page.getByRole('group', { name: /^Pictures of / });
  return {
    picture: group.getByRole('img'),
    position: group.getByText(/^Picture \d+ of \d+$/),
    previous: group.getByRole('button', { name: 'Previous picture' }),
    next: group.getByRole('button', { name: 'Next picture' }),
  };
}

test('the carousel steps through every picture and stops at both ends', async ({ page, catalogue }) => {
  const product = catalogue.products.find((candidate) => candidate.images.length >= 3)!;
  const count = product.images.length;
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  const { picture, position, previous, next } = carousel(page);

  await expect(position).toHaveText(`Picture 1 of ${count}`);
  await expect(picture).toHaveAttribute('src', product.images[0]!);
  await expect(previous).toBeDisabled();
  for (let index = 1; index < count; index++) {
    await next.click();
    await expect(position).toHaveText(`Picture ${index + 1} of ${count}`);
    await expect(picture).toHaveAttribute('src', product.images[index]!);
  }
  // At the last picture: Next is disabled and no wrap-around to the first.
  await expect(next).toBeDisabled();
  await next.click({ force: true });
  await expect(position).toHaveText(`Picture ${count} of ${count}`);
  for (let index = count - 2; index >= 0; index--) {
    await previous.click();
    await expect(position).toHaveText(`Picture ${index + 1} of ${count}`);
  }
  await expect(previous).toBeDisabled();
  await previous.click({ force: true });
  await expect(position).toHaveText(`Picture 1 of ${count}`);
  await expect(picture).toHaveAttribute('src', product.images[0]!);
});

test('the left and right arrow keys move the carousel, clamped at both ends', async ({ page, catalogue }) => {
  const product = catalogue.products.find((candidate) => candidate.images.length >= 3)!;
  const count = product.images.length;
  await page.goto(`/product/${product.id}`);
  const { position, picture } = carousel(page);
  await expect(position).toHaveText(`Picture 1 of ${count}`);
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText(`Picture 1 of ${count}`);
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`Picture 2 of ${count}`);
  for (let press = 0; press < count + 2; press++) await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`Picture ${count} of ${count}`);
  await expect(picture).toHaveAttribute('src', product.images[count - 1]!);
  for (let press = 0; press < count + 2; press++) await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText(`Picture 1 of ${count}`);
});

test('the detail page shows title, mark, price in euros and description', async ({ page, catalogue }) => {
  const product = catalogue.products[4]!;
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  await expect(page.getByText(product.description)).toBeVisible();
  await expect(page.locator('.product-detail__mark')).toHaveText(product.mark);
  await expect(page.locator('.product-detail__price')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/);
  await expect(page.getByRole('button', { name: 'Add to Basket' })).toBeVisible();
});

for (const id of ['999999', 'abc']) {
  test(`an unknown product id (${id}) answers 404 and shows "Product not found" with a way home`, async ({ page }) => {
    const response = await page.goto(`/product/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found');
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die besten Angebote');
  });
}
