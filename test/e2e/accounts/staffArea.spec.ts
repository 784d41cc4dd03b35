// The staff area at /admin (issue 38, docs/staff.md) against the real server and Auth emulator:
// never fetched for a shopper, a sign-in prompt for a visitor, the API's word about verifying for
// an unverified email, "for staff" for a verified shopper, and the staff member's email once
// `npm run staff -- add` listed it. axe on every state.
import type { Page } from '@playwright/test';
import { markEmailVerified } from '../../auth/support/emulatorAdmin';
import { expect, signInThroughForm, test } from '../support/accounts';
import { auditScreen } from '../support/screenAudit';
import { addToStaff } from '../support/staff';

const staffArea = (page: Page) => page.getByRole('region', { name: 'Staff area' });
const loadedScripts = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));

test('a visitor is asked to sign in, and a shopper’s visit never fetches the staff area’s code', async ({ page }) => {
  await page.goto('/');
  // The browser fetches the other screens' chunks once it is idle (the login screen's among them).
  await expect.poll(async () => (await loadedScripts(page)).some((url) => /\/login\.[^/]*\.js$/.test(url))).toBe(true);
  expect((await loadedScripts(page)).filter((url) => /\/admin\.[^/]*\.js$/.test(url))).toEqual([]);

  const response = await page.goto('/admin');
  expect(await response?.text()).not.toContain('Sign in</a>'); // the server renders the neutral state
  await expect(staffArea(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fadmin');
  await expect(page).toHaveTitle('Staff area – Shopfront');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await auditScreen(page, 'staff-signed-out');
});

test('a shopper is told the area is for staff; added with the staff command, they see the staff area', async ({
  page,
  alerts,
  shopper,
}) => {
  test.slow(); // two sign-ins and the staff command
  await shopper.createAccount();
  await signInThroughForm(page, shopper.email, shopper.password);

  // A new account's email is not verified: the API asks for that first, list or not.
  await page.goto('/admin');
  await expect(staffArea(page).getByRole('status')).toContainText('Verify yours with the link the shop emailed you');
  await auditScreen(page, 'staff-unverified');

  // The token carries email_verified as it was at sign-in: verified, the shopper signs in again.
  await markEmailVerified(shopper.email);
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await alerts.expect('Signed out successfully.');
  await signInThroughForm(page, shopper.email, shopper.password);
  await page.goto('/admin');
  await expect(staffArea(page).getByRole('status')).toHaveText("This area is for the shop's staff.");
  await expect(staffArea(page)).not.toContainText(shopper.email);
  await auditScreen(page, 'staff-shopper');

  // The list is read on every staff request: no new sign-in needed.
  await addToStaff(shopper.email);
  await page.reload();
  await expect(staffArea(page)).toContainText(`Signed in as staff: ${shopper.email}`);
  // The product table is the staff area's first screen; a search by id finds one product.
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(0);
  await auditScreen(page, 'staff-member');
  await page.getByRole('searchbox', { name: 'Search products by title or #id' }).fill('#1');
  await page.getByRole('searchbox', { name: 'Search products by title or #id' }).press('Enter');
  await expect(page.getByText('Products 1–1 of 1')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\?q=%231$/);

  await staffArea(page).getByRole('button', { name: 'Sign out' }).click();
  await alerts.expect('Signed out successfully.');
  await expect(staffArea(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
});
