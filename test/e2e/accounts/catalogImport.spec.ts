// The staff's catalogue import at /admin/import (docs/staff.md) against the real server, its import
// process and the Auth emulator: a CSV with bad rows is previewed with their line numbers and writes
// nothing; a good file is confirmed by keyboard and a shopper sees its product. axe at 375 and 1280 px
// on each state. The shop is the run's shared one: the product changed is put back by a second import.
import type { Page } from '@playwright/test';
import type { Product } from '@/contract';
import { expect, signInThroughForm, test } from '../support/accounts';
import { ENV, requiredEnv } from '../support/environment';
import { auditScreen } from '../support/screenAudit';
import { makeStaff } from '../support/staff';

// The shared shop runs one preview or import at a time (a second is told to try again): this file's
// tests take their turns in one worker instead of being spread over both.
test.describe.configure({ mode: 'default' });

const HEADER = 'id,title,price,description,mark,category,images';
const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
/** The product as a CSV row; its pictures as the file names the API's URLs end in. */
const row = (product: Product, description = product.description) =>
  [
    product.id,
    product.title,
    product.price,
    description,
    product.mark,
    product.category,
    product.images.map((url) => url.split('/').pop()).join('|'),
  ]
    .map((value) => cell(String(value)))
    .join(',');

async function chooseAndPreview(page: Page, name: string, text: string): Promise<void> {
  await page
    .getByLabel('Catalogue file', { exact: true })
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: /Preview: nothing is written/ })).toBeFocused({ timeout: 30_000 });
}

/** The test's shopper as staff, signed in, on the import screen. */
async function openImportScreen(page: Page, shopper: Parameters<typeof makeStaff>[0] & { password: string }) {
  await makeStaff(shopper);
  await signInThroughForm(page, shopper.email, shopper.password);
  await page.goto('/admin/import');
  await expect(page.getByRole('heading', { name: 'Import a catalogue file' })).toBeVisible();
}

test('a CSV with bad rows is previewed with their line numbers and writes nothing', async ({
  page,
  shopper,
  catalogue,
  request,
}) => {
  test.slow(); // sign-in, the staff command, a preview through the import's process and two audits
  await openImportScreen(page, shopper);
  await expect(page.getByRole('link', { name: 'Import' })).toHaveAttribute('aria-current', 'page');
  await auditScreen(page, 'staff-import');

  const product = catalogue.products.at(-1)!;
  const marked = `${product.description} Neu aus dem Import.`;
  const bad = [HEADER, row(product, marked), row({ ...product, id: 990_001, price: -5 }), '990002,Kurz,5'].join('\n');
  await chooseAndPreview(page, 'fehler.csv', bad);
  const invalid = page.getByRole('table', { name: '2 invalid rows' });
  await expect(invalid.getByRole('row')).toHaveText([
    'LineProblem',
    /^3field 'price' must be a number of euros/,
    '4has 3 cells, the header 7',
  ]);
  await expect(page.getByRole('button', { name: 'Confirm import' })).toHaveCount(0);
  await auditScreen(page, 'staff-import-invalid');
  const unchanged = (await (await request.get(`/api/product/${product.id}`)).json()) as Product;
  expect(unchanged.description).toBe(product.description);
});

test('a good file is previewed, confirmed by keyboard, recorded, and shown to shoppers', async ({
  page,
  shopper,
  catalogue,
  request,
}) => {
  test.slow(); // sign-in, the staff command, two previews and two imports through the import's process
  await openImportScreen(page, shopper);
  const product = catalogue.products.at(-1)!;
  const marked = `${product.description} Neu aus dem Import.`;
  await chooseAndPreview(page, 'gut.csv', [HEADER, row(product, marked)].join('\n'));
  await expect(page.getByRole('listitem').filter({ hasText: 'changed' })).toHaveText('1 product changed');
  await auditScreen(page, 'staff-import-preview');
  expect(((await (await request.get(`/api/product/${product.id}`)).json()) as Product).description).toBe(
    product.description,
  );
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Confirm import' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Imported' })).toBeFocused({ timeout: 60_000 });
  await expect(page.getByText('gut.csv: 0 added, 1 changed, 0 removed.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Recent imports' }).getByRole('cell', { name: 'gut.csv' }),
  ).toBeVisible();
  await auditScreen(page, 'staff-import-done');

  // A shopper's visit shows the imported description (the server's page and the app alike).
  const shopperPage = await page
    .context()
    .browser()!
    .newPage({ baseURL: requiredEnv(ENV.shopUrl) });
  await shopperPage.goto(`/product/${product.id}`);
  await expect(shopperPage.getByText(marked)).toBeVisible();
  await shopperPage.close();

  // Put the shared shop's product back, through the import again.
  await chooseAndPreview(page, 'zurueck.csv', [HEADER, row(product)].join('\n'));
  await page.getByRole('button', { name: 'Confirm import' }).click();
  await expect(page.getByRole('heading', { name: 'Imported' })).toBeVisible({ timeout: 60_000 });
});
