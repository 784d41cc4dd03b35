// Issue 47: a signed-in shopper's basket follows the account to a second browser, and a guest basket
// joins the account's at sign-in, quantities added (docs/orders.md, "The basket").
import type { Page } from '@playwright/test';
import { expect, signInThroughForm } from '../support/accounts';
import { freshBrowser } from '../support/freshBrowser';
import { STOCKED, test } from './sellingShop';
import { addToBasket, lineQuantity } from './sellingSteps';

const [first, second] = STOCKED as [(typeof STOCKED)[number], (typeof STOCKED)[number]];

async function expectBasket(page: Page, quantities: ReadonlyArray<[string, number]>): Promise<void> {
  await page.goto('/basket');
  for (const [title, quantity] of quantities) await expect(lineQuantity(page, title)).toHaveValue(String(quantity));
  const count = quantities.reduce((sum, [, quantity]) => sum + quantity, 0);
  await expect(page.getByRole('link', { name: `Basket, ${count} ${count === 1 ? 'item' : 'items'}` })).toBeVisible();
}

test('a basket follows the account to a second browser and a guest basket joins it at sign-in', async ({
  page,
  browser,
  baseURL,
  shopper,
}) => {
  test.slow(); // two browsers, two sign-ins
  await shopper.createAccount();
  await addToBasket(page, first.id);
  await signInThroughForm(page, shopper.email, shopper.password);
  await expectBasket(page, [[first.title, 1]]);

  // The second device's guest basket: one more of the first product, and the second.
  const other = await freshBrowser(browser, baseURL!);
  await addToBasket(other, first.id);
  await addToBasket(other, second.id);
  await signInThroughForm(other, shopper.email, shopper.password);
  await expectBasket(other, [
    [first.title, 2],
    [second.title, 1],
  ]);

  // A change on one device is there on the other after a reload.
  await lineQuantity(other, second.title).fill('3');
  await expect(other.getByRole('link', { name: 'Basket, 5 items' })).toBeVisible();
  await expect(async () =>
    expectBasket(page, [
      [first.title, 2],
      [second.title, 3],
    ]),
  ).toPass();

  // Signing out keeps the account's basket; this browser starts again as a guest's.
  await other.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await other.goto('/basket');
  await expect(other.getByText('Your basket is empty.')).toBeVisible();
  await other.context().close();
});

test('a guest basket whose merge the page never heard back from is not added twice at the next page', async ({
  page,
  shopper,
}) => {
  await shopper.createAccount();
  await addToBasket(page, first.id);
  // The server takes the merge, but its answer never reaches this page (as when the shopper leaves it).
  let merged = () => undefined as void;
  const mergeTaken = new Promise<void>((resolve) => (merged = resolve));
  await page.route('**/api/basket/merge', async (route) => {
    await route.fetch();
    await route.abort();
    merged();
  });
  await signInThroughForm(page, shopper.email, shopper.password);
  await mergeTaken;
  await page.unroute('**/api/basket/merge');
  await expectBasket(page, [[first.title, 1]]);
});
