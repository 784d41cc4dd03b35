// The shop settings at /admin/settings (issue 47, docs/staff.md "Selling"): an owner fills in the
// seller, shipping, payment methods and legal texts, switches selling on, and the footer links the
// legal pages, each the server's page with the owner's text. In a shop of this file's own: switching
// selling on in the run's shared shop would change the footer of every other test running beside it.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { markEmailVerified } from '../../auth/support/emulatorAdmin';
import { emulatorShopEnv, expect, signInThroughForm, test as accountsTest } from '../support/accounts';
import { SHOP_START_TIMEOUT_MS, startOwnShop, type ShopServer } from '../support/shopServer';
import { auditScreen, PHONE_AND_DESKTOP_WIDTHS } from '../support/screenAudit';
import { addToStaff } from '../support/staff';

const test = accountsTest.extend<object, { sellingShop: ShopServer & { sqliteFile: string } }>({
  sellingShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the object pattern
    async ({}, provide) => {
      let sqliteFile = '';
      const shop = await startOwnShop({
        name: 'shop-settings',
        database: (dir) => (sqliteFile = path.join(dir, 'shop.sqlite')),
        env: emulatorShopEnv(),
      });
      await provide({ ...shop, sqliteFile });
      await shop.stop();
    },
    { scope: 'worker', timeout: SHOP_START_TIMEOUT_MS },
  ],
  baseURL: async ({ sellingShop }, provide) => provide(sellingShop.url),
});

const TEXTS: Record<string, string> = {
  Impressum: 'Vertreten durch Max Muster.\n\nRegistergericht Berlin, HRB 12345 <b>fett?</b>',
  'AGB (terms)': '§ 1 Geltungsbereich',
  'Widerrufsbelehrung (withdrawal)': 'Sie haben das Recht, binnen vierzehn Tagen zu widerrufen.',
  'Datenschutz (privacy)': 'Wir verarbeiten Ihre Daten nur für Ihre Bestellung.',
  'Versand & Zahlung (shipping and payment)': 'Versand 4,95 €, ab 50 € versandkostenfrei.',
};

async function fillSettings(page: Page): Promise<void> {
  const fields: [string, string][] = [
    ['Seller name', 'Möbel Muster GmbH'],
    ['Street and number', 'Hauptstraße 1'],
    ['Postal code', '10115'],
    ['City', 'Berlin'],
    ['Email', 'shop@muster.example'],
    ['IBAN (for payment in advance)', 'DE89 3704 0044 0532 0130 00'],
    ['Shipping per order (€)', '4,95'],
    ['Free shipping from (€)', '50'],
    ...Object.entries(TEXTS),
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Payment in advance (bank transfer)').check();
}

test('an owner fills in the settings, switches selling on, and the footer links the legal pages', async ({
  page,
  shopper,
  sellingShop,
}) => {
  test.slow(); // a sign-in, the staff command and a shop of its own
  await shopper.createAccount();
  await markEmailVerified(shopper.email);
  await addToStaff(shopper.email, sellingShop.sqliteFile);

  // Catalogue mode: no legal page, the footer is the spec's.
  const before = await page.goto('/agb');
  expect(before?.status()).toBe(404);
  await expect(page.getByRole('navigation', { name: 'Legal' })).toHaveCount(0);

  await signInThroughForm(page, shopper.email, shopper.password);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Shop settings' })).toBeVisible();
  await page.getByLabel('Sell: shoppers can order (off: catalogue mode)').check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  // Refused: each missing field named beside it, the cursor on the first.
  await expect(page.getByLabel('Seller name', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Seller name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await fillSettings(page);
  await expect(page.getByText('Everything selling needs is filled in.')).toBeVisible();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Saved. Shoppers see the change at once.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'History of the settings' })).toContainText('Selling switched on');
  await auditScreen(page, 'staff-settings', PHONE_AND_DESKTOP_WIDTHS);

  await page.goto('/');
  const legal = page.getByRole('navigation', { name: 'Legal' });
  await expect(legal.getByRole('link')).toHaveText([
    'Impressum',
    'AGB',
    'Widerrufsbelehrung',
    'Datenschutz',
    'Versand & Zahlung',
  ]);
  await legal.getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL(/\/impressum$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await expect(page.getByText('Möbel Muster GmbH')).toBeVisible();
  // The owner's markup is text.
  await expect(page.getByText('Registergericht Berlin, HRB 12345 <b>fett?</b>')).toBeVisible();
  await page.getByRole('link', { name: 'AGB' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AGB' })).toBeVisible();
  await expect(page.getByText('§ 1 Geltungsbereich')).toBeVisible();
});
