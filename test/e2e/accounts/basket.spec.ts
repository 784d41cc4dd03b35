// Spec 4: 'Add to Basket' only reports whether a user is signed in: 'NO', then 'YES' after sign-in
// (also on a fresh page load, where the session is restored).
import { signInThroughForm, test } from '../support/accounts';

test('Add to Basket alerts "NO" signed out and "YES" signed in', async ({ page, alerts, shopper, catalogue }) => {
  await shopper.createAccount();
  const productPath = `/product/${catalogue.products[0]!.id}`;
  const addToBasket = page.getByRole('button', { name: 'Add to Basket' });

  await page.goto(productPath);
  await addToBasket.click();
  await alerts.expect('NO');

  await signInThroughForm(page, shopper.email, shopper.password);
  await page.goto(productPath);
  await addToBasket.click();
  await alerts.expect('YES');

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await alerts.expect('Signed out successfully.');
  await addToBasket.click();
  await alerts.expect('NO');
});
