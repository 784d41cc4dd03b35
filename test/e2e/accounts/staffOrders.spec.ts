// The staff's orders (issue 48, docs/staff.md "Orders") in the run's selling shop, shared with the
// guests' specs (selling/sellingShop.ts): a staff member finds a guest's order by its number, marks
// it paid, then shipped with a tracking number; a second tab's change made over the old version is
// shown as a conflict; the guest's order page shows the new status. axe at 320, 375 and 1280 px and
// no sideways scroll at 320 px on both order screens.
import type { Page } from '@playwright/test';
import { orderPath } from '@/sellingRoutes';
import { expect, signInThroughForm } from '../support/accounts';
import { expectReflow, REFLOW_VIEWPORT } from '../support/reflow';
import { auditScreen } from '../support/screenAudit';
import { addToStaff } from '../support/staff';
import { markEmailVerified } from '../../auth/support/emulatorAdmin';
import { placeGuestOrder, test } from '../selling/sellingShop';

/** axe, no sideways scroll and a screenshot at 320, 375 and 1280 px; at 320 px the order screen also
 * the whole reflow audit (text spacing, target sizes). The list's table scrolls in its own box, as
 * the product table's does (a data table, which 1.4.10 lets scroll). */
async function auditOrderScreen(page: Page, screen: string, { reflow = false } = {}): Promise<void> {
  await auditScreen(page, screen, [REFLOW_VIEWPORT.width, 375, 1280]);
  if (!reflow) return;
  const original = page.viewportSize();
  try {
    await page.setViewportSize(REFLOW_VIEWPORT);
    await expectReflow(page, `${screen} at 320 px`);
  } finally {
    if (original) await page.setViewportSize(original);
  }
}

const changeStatus = async (page: Page, move: string, trackingNumber?: string) => {
  await page.getByLabel('Change the status').selectOption({ label: move });
  if (trackingNumber) await page.getByLabel('Tracking number (optional)').fill(trackingNumber);
  await page.getByRole('button', { name: 'Change status' }).click();
};

type Shopper = { email: string; password: string; createAccount(): Promise<string> };

/** The test's shopper made staff of the selling shop, and signed in. */
async function signInAsStaff(page: Page, shopper: Shopper, sqliteFile: string): Promise<void> {
  await shopper.createAccount();
  await markEmailVerified(shopper.email);
  await addToStaff(shopper.email, sqliteFile);
  await signInThroughForm(page, shopper.email, shopper.password);
}

test('staff find an order by its number, mark it paid and shipped, and a stale tab sees the conflict', async ({
  page,
  context,
  shopper,
  sellingShop,
}) => {
  test.slow(); // a sign-in, the staff command, two tabs and six audits
  const order = await placeGuestOrder(page.request);
  await signInAsStaff(page, shopper, sellingShop.sqliteFile);

  await page.goto('/admin/orders');
  await page.getByRole('searchbox', { name: 'Order number or email' }).fill(`#${order.number}`);
  await page.getByRole('button', { name: 'Show orders' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?q=%23${order.number}$`));
  const rows = page.getByRole('table', { name: /The orders of this page/ }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await auditOrderScreen(page, 'staff-orders');
  await rows.getByRole('link', { name: `#${order.number}` }).click();

  await expect(page.getByRole('heading', { name: `Order #${order.number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Emails' })).toContainText('Order confirmation to the shopper');
  await auditOrderScreen(page, 'staff-order', { reflow: true });
  await changeStatus(page, 'Mark as paid');
  await expect(page.getByRole('heading', { name: 'Status: Paid' })).toBeFocused();

  // A second tab opens the paid order; the first ships it meanwhile.
  const stale = await context.newPage();
  await stale.goto(page.url());
  await expect(stale.getByRole('heading', { name: 'Status: Paid' })).toBeVisible();
  await changeStatus(page, 'Mark as shipped', 'JJD000390007123456');
  await expect(page.getByRole('heading', { name: 'Status: Shipped' })).toBeFocused();
  await expect(page.getByText('Tracking number: JJD000390007123456')).toBeVisible();

  await changeStatus(stale, 'Cancel the order (puts its stock back)');
  const conflict = stale.getByRole('region', { name: 'Someone changed this order since you opened it' });
  await expect(conflict).toContainText('Shipped (changed since)');
  await expect(conflict.getByRole('heading')).toBeFocused();
  await conflict.getByRole('button', { name: 'Take the newer version' }).click();
  await expect(stale.getByRole('heading', { name: 'Status: Shipped' })).toBeVisible();
  await expect(stale.getByRole('region', { name: 'History' })).toContainText('Status shipped');

  await page.goto(orderPath(order.number, order.accessToken));
  await expect(page.getByText(`Order ${order.number} of`)).toContainText('status: shipped');
  await expect(page.getByText('Tracking number: JJD000390007123456')).toBeVisible();
});

test('staff cancel an order and undo the cancel from its history', async ({ page, shopper, sellingShop }) => {
  const order = await placeGuestOrder(page.request);
  await signInAsStaff(page, shopper, sellingShop.sqliteFile);
  await page.goto(`/admin/orders/${order.number}`);
  await changeStatus(page, 'Cancel the order (puts its stock back)');
  await expect(page.getByRole('heading', { name: 'Status: Cancelled' })).toBeFocused();
  await expect(page.getByText('The order is cancelled: its status changes no further.')).toBeVisible();

  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('button', { name: /^Undo: status cancelled/ }).click();

  await expect(page.getByRole('heading', { name: 'Status: New' })).toBeFocused();
  await expect(history.getByText('Undone')).toBeVisible();
  await expect(history.getByRole('button', { name: /^Undo/ })).toHaveCount(0);
});
