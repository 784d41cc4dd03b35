// Issue 47: a price that changes between the basket and the order is shown to the shopper, never
// charged silently: the order is refused with the new total, the basket line says old and new, and
// the checkout waits until the shopper has taken the new figures.
import { openSqlite } from '@/server/db/connection';
import { formatCents, orderTotals, type VatRate } from '@/contract/selling';
import { expect } from '../support/fixtures';
import { PRICED, SELLING_SETTINGS, test } from './sellingShop';
import { addToBasket, fillCheckout, orderButton } from './sellingSteps';

/** Raises the product's price by `cents` in the shop's database, as a staff save would. */
async function raisePrice(sqliteFile: string, productId: number, cents: number) {
  const db = openSqlite(sqliteFile);
  try {
    const before = await db
      .selectFrom('products')
      .select(['price_cents', 'vat_rate'])
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('products')
      .set({ price_cents: before.price_cents + cents })
      .where('id', '=', productId)
      .execute();
    return { before: before.price_cents, now: before.price_cents + cents, vatRate: before.vat_rate as VatRate };
  } finally {
    await db.destroy();
  }
}

test('a price changed since the basket is shown and must be accepted, not charged silently', async ({
  page,
  sellingShop,
}) => {
  await addToBasket(page, PRICED.id);
  await page.goto('/checkout');
  await fillCheckout(page);

  const price = await raisePrice(sellingShop.sqliteFile, PRICED.id, 1_000);
  const newTotal = orderTotals(
    [{ quantity: 1, unitPriceCents: price.now, vatRate: price.vatRate }],
    SELLING_SETTINGS.shipping,
  ).totalCents;
  await orderButton(page).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Nothing was ordered' });
  await expect(refusal).toContainText(`The total is now ${formatCents(newTotal)}.`);
  await expect(page).toHaveURL(/\/checkout$/);

  await refusal.getByRole('link', { name: 'Check your basket' }).click();
  await expect(
    page.getByText(`The price changed from ${formatCents(price.before)} to ${formatCents(price.now)}.`),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to checkout' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Accept the new figures' }).click();
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await fillCheckout(page);
  await expect(page.getByRole('main')).toContainText(formatCents(newTotal));
  await orderButton(page).click();
  await expect(page).toHaveURL(/\/orders\/\d+\?token=/);
  await expect(page.getByRole('main')).toContainText(formatCents(newTotal));
});
