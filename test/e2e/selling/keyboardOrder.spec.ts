// Issue 47: the whole order by keyboard alone (Tab, Enter, Space and the arrows; never a click), with
// axe and reflow checked on the basket, the checkout and the order page at 320, 375 and 1280 px.
import type { Page } from '@playwright/test';
import { printedIban } from '@/contract/selling';
import { expect } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { auditScreen, PHONE_AND_DESKTOP_WIDTHS } from '../support/screenAudit';
import { SELLING_SETTINGS, STOCKED, test } from './sellingShop';
import { CHECKOUT_LABELS, GUEST, lineQuantity, orderButton } from './sellingSteps';

const product = STOCKED[1]!;

const audit = (page: Page, screen: string) => auditScreen(page, screen, PHONE_AND_DESKTOP_WIDTHS);

test('a guest orders by keyboard alone, on screens axe finds nothing on at any width', async ({ page }) => {
  test.slow(); // nine audits
  await page.goto(`/product/${product.id}`);
  await tabTo(page, page.getByRole('button', { name: 'Add to Basket' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Added to your basket' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Basket, 1 item' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/basket$/);

  await tabTo(page, lineQuantity(page, product.title));
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('link', { name: 'Basket, 2 items' })).toBeVisible();
  await audit(page, 'selling-basket');
  await tabTo(page, page.getByRole('link', { name: 'Go to checkout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);

  // Ordering with nothing filled in: each problem beside its field, the cursor on the first.
  await tabTo(page, orderButton(page));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await audit(page, 'selling-checkout-problems');
  for (const [label, key] of CHECKOUT_LABELS) {
    await tabTo(page, page.getByLabel(label));
    await page.keyboard.type(GUEST[key]);
  }
  await tabTo(page, page.getByLabel('Payment in advance (bank transfer)'));
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Payment in advance (bank transfer)')).toBeChecked();
  await audit(page, 'selling-checkout');
  await tabTo(page, orderButton(page));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/orders\/\d+\?token=/);
  await expect(page.getByText(printedIban(SELLING_SETTINGS.seller.iban!))).toBeVisible();
  await audit(page, 'selling-order');
});
