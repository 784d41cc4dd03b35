// Issue 47 in the browser: a guest buys two products and gets the order page with the payment
// instructions; a sold-out product cannot be added; the order button says exactly what § 312j BGB asks.
import { expect } from '../support/fixtures';
import { SELLING_SETTINGS, SOLD_OUT, STOCKED, test } from './sellingShop';

test('a guest buys two products and gets the order page with how to pay', async ({ page }) => {
  for (const product of STOCKED) {
    await page.goto(`/product/${product.id}`);
    await expect(page.getByText('In stock')).toBeVisible();
    await page.getByRole('button', { name: 'Add to Basket' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your basket' })).toBeVisible();
  }
  await page.getByRole('link', { name: /Basket, 2 items/ }).click();
  await expect(page).toHaveURL(/\/basket$/);
  for (const product of STOCKED) await expect(page.getByText(product.title).first()).toBeVisible();
  await page.getByRole('link', { name: 'Go to checkout' }).click();

  await page.getByLabel('Email').fill('anna@example.com');
  await page.getByLabel('Full name').fill('Anna <b>Schmidt</b>');
  await page.getByLabel('Street and number').fill('Gartenweg 5');
  await page.getByLabel('Postal code').fill('80331');
  await page.getByLabel('City').fill('München');
  await page.getByLabel('Payment in advance (bank transfer)').check();
  await expect(page.getByRole('main').getByRole('link', { name: /AGB/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /Widerrufsbelehrung/ })).toBeVisible();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true }).click();

  await expect(page).toHaveURL(/\/orders\/\d+\?token=/);
  await expect(page.getByText(SELLING_SETTINGS.seller.iban!)).toBeVisible();
  await expect(page.getByText('Anna <b>Schmidt</b>')).toBeVisible();
  // The link the guest keeps opens the order again; without its token it is not found.
  const withToken = page.url();
  await page.reload();
  await expect(page.getByText(SELLING_SETTINGS.seller.iban!)).toBeVisible();
  await page.goto(withToken.replace(/\?token=.*/, ''));
  await expect(page.getByText(SELLING_SETTINGS.seller.iban!)).toHaveCount(0);
});

test('a sold-out product cannot be added, and says why', async ({ page }) => {
  await page.goto(`/product/${SOLD_OUT.id}`);
  await expect(page.getByText('Sold out')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Basket' })).toBeDisabled();
});
