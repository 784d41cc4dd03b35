// The staff's catalogue import at /admin/import (issue 38, docs/staff.md) against the real server,
// its import process and the Auth emulator: a CSV with bad rows is previewed with their line numbers
// and writes nothing until confirmed; a good file is then confirmed by keyboard and a shopper sees
// its product. axe at 375 and 1280 px on each state. The shop is the run's shared one: the product
// changed is put back by a second import at the end.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import type { Product } from '@/contract';
import { markEmailVerified } from '../../auth/support/emulatorAdmin';
import { expect, signInThroughForm, test } from '../support/accounts';
import { E2E_DATABASE_FILE, ENV, requiredEnv } from '../support/environment';
import { auditScreen } from '../support/screenAudit';

const ROOT = path.resolve(__dirname, '../../..');

async function addToStaff(email: string): Promise<void> {
  await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/server/staff/staffCli.ts', 'add', email], {
    cwd: ROOT,
    env: { ...process.env, SQLITE_FILE: path.join(requiredEnv(ENV.workDir), E2E_DATABASE_FILE), DATABASE_URL: '' },
  });
}

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

test('a CSV with bad rows is previewed with their line numbers and writes nothing until confirmed', async ({
  page,
  shopper,
  catalogue,
  request,
}) => {
  test.slow(); // sign-in, the staff command and three files through the import's process
  await shopper.createAccount();
  await markEmailVerified(shopper.email);
  await addToStaff(shopper.email);
  await signInThroughForm(page, shopper.email, shopper.password);
  await page.goto('/admin/import');
  await expect(page.getByRole('heading', { name: 'Import a catalogue file' })).toBeVisible();
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

  // The good file: previewed, then confirmed from the keyboard.
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
