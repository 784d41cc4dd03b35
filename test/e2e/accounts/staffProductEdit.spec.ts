// One product's edit, add and delete in the staff area (issue 38) against the real server, database
// and Auth emulator: signing in from /admin comes back to it; a product added on the add screen;
// a price a staff member saves shows on a shopper's reload of that product; two tabs editing one
// product, the second shown the conflict with its own edits kept; history, undo, delete and the
// not-found state. axe finds nothing on every state, at 375 and 1280 px. Each test adds products of
// its own at the end of the catalogue, so the other tests' products are left as they are.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, fillLoginForm, test } from '../support/accounts';
import { auditScreen } from '../support/screenAudit';
import { makeStaff } from '../support/staff';

/** Signs in from the staff area's own link, which brings the staff member back to /admin. */
async function signInFromStaffArea(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('region', { name: 'Staff area' }).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
  await fillLoginForm(page, email, password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`Signed in as staff: ${email}`)).toBeVisible();
}

interface NewProduct {
  title: string;
  price: string;
  category: string;
  picture: string;
}

/** Adds a product on the add screen with the proposed id; answers that id, its edit screen open. */
async function addProduct(page: Page, product: NewProduct, audit?: string): Promise<number> {
  await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Add product' }).click();
  await expect(page.getByRole('heading', { name: 'Add a product' })).toBeVisible();
  await expect(page.getByLabel('Id')).not.toHaveValue('');
  if (audit) {
    await auditScreen(page, `${audit}-add`);
    // Saved empty: every problem beside its field, focus on the first.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByLabel('Title')).toBeFocused();
    await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    await auditScreen(page, `${audit}-add-errors`);
  }
  const id = Number(await page.getByLabel('Id').inputValue());
  await page.getByLabel('Title').fill(product.title);
  await page.getByLabel('Price').fill(product.price);
  await page.getByLabel('Description').fill('Für den Browsertest.');
  await page.getByLabel('Mark').fill('Werkstatt');
  await page.getByLabel('Category').selectOption(product.category);
  await page.getByLabel('Add a picture by its file name').fill(product.picture);
  await page.getByRole('button', { name: 'Add picture' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Edit product ${id}: ${product.title}` })).toBeVisible();
  return id;
}

test.describe('editing products in the staff area', () => {
  // One after the other: both add a product with the proposed id, and at once they would be proposed
  // the same one (the second add then rightly gets 409).
  test.describe.configure({ mode: 'default' });
  let product: NewProduct;
  test.beforeEach(({ catalogue }) => {
    const first = catalogue.products[0]!;
    product = {
      title: `Browsertest ${randomBytes(4).toString('hex')}`,
      price: '100',
      category: first.category,
      picture: first.images[0]!.split('/').at(-1)!,
    };
  });

  test('a staff member changes a price, and a shopper’s reload of that product shows it', async ({
    page,
    browser,
    shopper,
  }) => {
    test.slow(); // the staff command, a sign-in, and axe on several states
    await makeStaff(shopper);
    await signInFromStaffArea(page, shopper.email, shopper.password);
    const id = await addProduct(page, product, 'staff-product');
    await expect(page.getByText(`Product ${id} “${product.title}” was added.`)).toBeVisible();
    await auditScreen(page, 'staff-product-edit');

    const shopperPage = await (await browser.newContext()).newPage();
    await shopperPage.goto(`/product/${id}`);
    await expect(shopperPage.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(shopperPage.getByText('100,00 €').first()).toBeVisible();

    await page.getByLabel('Price').fill('123,45');
    await expect(page.getByText('You have unsaved edits.')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/^Saved at/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Price: 100,00 € → 123,45 €');

    // The shop's answers follow the catalogue's version within a second.
    await expect(async () => {
      await shopperPage.reload();
      await expect(shopperPage.getByText('123,45 €').first()).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 5_000 });
    await shopperPage.context().close();

    // A price the import's rules refuse is shown beside the field, focus on it, nothing saved.
    await page.getByLabel('Price').fill('-5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByLabel('Price')).toBeFocused();
    await expect(page.getByLabel('Price')).toHaveAccessibleDescription(/must be a number of euros from 0/);
    await auditScreen(page, 'staff-product-field-error');
  });

  test('two tabs edit one product, and the second is shown the conflict with its own edits kept', async ({
    page,
    context,
    shopper,
  }) => {
    test.slow();
    await makeStaff(shopper);
    await signInFromStaffArea(page, shopper.email, shopper.password);
    const id = await addProduct(page, product);
    const second = await context.newPage();
    await second.goto(`/admin/products/${id}`);
    await expect(second.getByLabel('Title')).toHaveValue(product.title);

    await page.getByLabel('Title').fill(`${product.title} (erste)`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/^Saved at/)).toBeVisible();

    await second.getByLabel('Price').fill('77');
    await second.getByLabel('Mark').fill('Zweite');
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = second.getByRole('region', { name: 'Someone saved this product since you opened it' });
    await expect(conflict).toBeVisible();
    await expect(conflict.getByRole('row', { name: /^Title/ })).toContainText(
      `${product.title} (erste) (changed since)`,
    );
    await expect(conflict.getByRole('row', { name: /^Price/ })).toContainText('77,00 € (your change)');
    await expect(second.getByLabel('Price')).toHaveValue('77');
    await expect(second.getByLabel('Mark')).toHaveValue('Zweite');
    await auditScreen(second, 'staff-product-conflict');

    await conflict.getByRole('button', { name: 'Save my edits over the newer version' }).click();
    await expect(second.getByText(/^Saved at/)).toBeVisible();
    await expect(conflict).toBeHidden();
    await second.close();

    // The first tab reads the newest version again, and its history holds both saves with Undo.
    await page.reload();
    await expect(page.getByLabel('Mark')).toHaveValue('Zweite');
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByRole('button', { name: /^Undo/ })).toHaveCount(3);
    await history.getByRole('button', { name: /^Undo/ }).first().click();
    await expect(page.getByText('Undone: the form shows the product as it was before that change.')).toBeVisible();
    await expect(page.getByLabel('Mark')).toHaveValue('Werkstatt');
    await auditScreen(page, 'staff-product-history');

    // Delete, by keyboard, with its confirmation; the table says so.
    await page.getByRole('button', { name: 'Delete', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await auditScreen(page, 'staff-product-delete-confirm');
    await page.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText(new RegExp(`^Product ${id} “.+” was deleted\\.`))).toBeVisible();
    await auditScreen(page, 'staff-product-deleted');

    // Its address says it is gone, keeps its history, and Undo of the delete brings it back.
    await page.goto(`/admin/products/${id}`);
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Undo: deleted/ })).toBeVisible();
    await auditScreen(page, 'staff-product-not-found');
    await page.getByRole('button', { name: /^Undo: deleted/ }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`^Edit product ${id}:`) })).toBeVisible();
  });
});
