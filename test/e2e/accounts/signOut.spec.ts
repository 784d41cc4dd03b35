// Spec 4: the header's login icon signs out ('Signed out successfully.', marker 'out'); used again
// with the marker already 'out' it alerts 'You are not logged in!'.
import { expect, loginMarker, signInThroughForm, test } from '../support/accounts';

test('the header icon signs out, then says nobody is logged in', async ({ page, alerts, shopper }) => {
  await shopper.createAccount();
  await signInThroughForm(page, shopper.email, shopper.password);
  const signOut = page.getByRole('banner').getByRole('button', { name: 'Sign out' });

  await signOut.click();
  await alerts.expect('Signed out successfully.');
  expect(await loginMarker(page)).toBe('out');

  await signOut.click();
  await alerts.expect('You are not logged in!');
  expect(await loginMarker(page)).toBe('out');
});

test('a visitor who never signed in gets "You are not logged in!" from the header icon', async ({ page, alerts }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await alerts.expect('You are not logged in!');
});
