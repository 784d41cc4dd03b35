// Steps the selling specs share: putting a product in the basket from its page, reading a basket
// line's quantity, filling in the checkout as a guest.
import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

export async function addToBasket(page: Page, productId: number): Promise<void> {
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your basket' })).toBeVisible();
}

/** The quantity field of the basket line of `title`. */
export const lineQuantity = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ hasText: title }).getByLabel('Quantity');

export const GUEST = {
  email: 'anna@example.com',
  name: 'Anna <b>Schmidt</b>',
  street: 'Gartenweg 5',
  postalCode: '80331',
  city: 'München',
} as const;

/** The checkout's fields, labelled as the screen labels them, in the order the form asks them. */
export const CHECKOUT_LABELS: ReadonlyArray<[string, keyof typeof GUEST]> = [
  ['Email', 'email'],
  ['Full name', 'name'],
  ['Street and number', 'street'],
  ['Postal code', 'postalCode'],
  ['City', 'city'],
];

export async function fillCheckout(page: Page): Promise<void> {
  for (const [label, key] of CHECKOUT_LABELS) await page.getByLabel(label).fill(GUEST[key]);
  await page.getByLabel('Payment in advance (bank transfer)').check();
}

export const orderButton = (page: Page) =>
  page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true });
