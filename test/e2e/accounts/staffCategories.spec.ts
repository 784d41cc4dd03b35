// The staff's categories at /admin/categories (issue 38, docs/staff.md) in a shop of this file's own
// (its catalogue changes, which the run's shared shop must not see), against the run's Auth emulator:
// a staff member renames, recolours and re-pictures a category and a shopper's home page shows it;
// removing a used category is refused with its count; two tabs over one category show the newer
// version with what was typed kept. axe at 375 and 1280 px on the screen and each of its states.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { markEmailVerified } from '../../auth/support/emulatorAdmin';
import { emulatorShopEnv, expect, signInThroughForm, test as accountsTest } from '../support/accounts';
import { auditScreen } from '../support/screenAudit';
import { SHOP_START_TIMEOUT_MS, startOwnShop, type ShopServer } from '../support/shopServer';
import { addToStaff } from '../support/staff';

const DATABASE = 'shop.sqlite';

const test = accountsTest.extend<object, { categoryShop: ShopServer & { sqliteFile: string } }>({
  categoryShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the object pattern
    async ({}, provide) => {
      let sqliteFile = '';
      const shop = await startOwnShop({
        name: 'staff-categories',
        database: (dir) => (sqliteFile = path.join(dir, DATABASE)),
        // The run's emulator, so the accounts fixture's accounts sign in here too.
        env: emulatorShopEnv(),
      });
      await provide({ ...shop, sqliteFile });
      await shop.stop();
    },
    { scope: 'worker', timeout: SHOP_START_TIMEOUT_MS },
  ],
  baseURL: async ({ categoryShop }, provide) => provide(categoryShop.url),
});

const row = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Category list' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
const form = (page: Page, name: string) => page.getByRole('region', { name: `Edit “${name}”` });

test('staff rename, recolour and re-picture a category, and a shopper’s home page shows it; a used category is not removed', async ({
  page,
  browser,
  shopper,
  categoryShop,
}) => {
  test.slow(); // a sign-in, the staff command, a shop of its own and fourteen axe checks
  await shopper.createAccount();
  await markEmailVerified(shopper.email);
  await addToStaff(shopper.email, categoryShop.sqliteFile);
  await signInThroughForm(page, shopper.email, shopper.password);

  await page.goto('/admin/categories');
  await expect(row(page, 'sofa')).toContainText('6 products use this category');
  await expect(page.getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page');
  await auditScreen(page, 'staff-categories');

  // Keyboard only: Edit, the fields in order, a picture the shop has, Save.
  await row(page, 'sofa').getByRole('button', { name: 'Edit “sofa”' }).focus();
  await page.keyboard.press('Enter');
  const edit = form(page, 'sofa');
  await expect(edit.getByRole('heading', { name: 'Edit “sofa”' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(edit.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Sofas & Sessel');
  await page.keyboard.press('Tab');
  await expect(edit.getByLabel('Colour', { exact: true })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('#ffd6a5');
  await edit.getByRole('button', { name: 'sport.webp' }).focus();
  await page.keyboard.press('Enter');
  await expect(edit.getByLabel('Picture')).toHaveValue('/images/categories/sport.webp');
  await auditScreen(page, 'staff-categories-edit');
  await edit.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  // Saved, the form edits the category as it is now.
  await expect(form(page, 'Sofas & Sessel').getByRole('status')).toHaveText('Saved. Shoppers see it within a second.');
  await expect(row(page, 'Sofas & Sessel')).toContainText('6 products use this category');
  const history = page.getByRole('region', { name: 'History of “Sofas & Sessel”' });
  await expect(history).toContainText(`Changed “Sofas & Sessel” by ${shopper.email}`);
  await expect(history).toContainText('Name: sofa → Sofas & Sessel');
  await auditScreen(page, 'staff-categories-saved');

  // A shopper, signed out in a browser of their own, sees the tile changed (within a second).
  const shopperContext = await browser.newContext({ baseURL: categoryShop.url });
  try {
    const home = await shopperContext.newPage();
    const tile = home.locator('button.category-tile', { hasText: 'Sofas & Sessel' });
    await expect(async () => {
      await home.goto('/');
      await expect(tile).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(home.locator('button.category-tile', { hasText: /^sofa$/ })).toHaveCount(0);
    await expect(tile.locator('.category-tile__picture')).toHaveCSS('background-color', 'rgb(255, 214, 165)');
    await expect(tile.locator('img')).toHaveAttribute('src', '/images/categories/sport.webp');
  } finally {
    await shopperContext.close();
  }

  // The server refuses to remove a category products use, with their number.
  await row(page, 'laptop').getByRole('button', { name: 'Remove “laptop”' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    '“laptop” was not removed: 6 products use this category. Move them to another category first.',
  );
  await expect(row(page, 'laptop')).toBeVisible();
  await auditScreen(page, 'staff-categories-refused');

  // What the import refuses shows beside its field.
  await row(page, 'shoes').getByRole('button', { name: 'Edit “shoes”' }).click();
  const shoes = form(page, 'shoes');
  await shoes.getByLabel('Colour', { exact: true }).fill('rot');
  await shoes.getByRole('button', { name: 'Save' }).click();
  await expect(shoes.getByLabel('Colour', { exact: true })).toHaveAccessibleDescription(
    /field 'bgColor' must be a colour like '#f3e3d3'/,
  );
  await auditScreen(page, 'staff-categories-problem');
});

test('two tabs over one category: the second save is shown the newer version, with what it typed kept', async ({
  page,
  shopper,
  categoryShop,
}) => {
  test.slow();
  await shopper.createAccount();
  await markEmailVerified(shopper.email);
  await addToStaff(shopper.email, categoryShop.sqliteFile);
  await signInThroughForm(page, shopper.email, shopper.password);
  const other = await page.context().newPage();

  await page.goto('/admin/categories');
  await row(page, 'textile').getByRole('button', { name: 'Edit “textile”' }).click();
  await other.goto('/admin/categories');
  await row(other, 'textile').getByRole('button', { name: 'Edit “textile”' }).click();
  await form(other, 'textile').getByLabel('Colour', { exact: true }).fill('#123456');
  await form(other, 'textile').getByRole('button', { name: 'Save' }).click();
  await expect(form(other, 'textile').getByRole('status')).toHaveText('Saved. Shoppers see it within a second.');

  // Back to the first tab, as its user would: a tab left behind draws no frames, so each action on
  // it waited seconds for the page to settle (without the trace's screencast, 66 s against 8).
  await page.bringToFront();
  const mine = form(page, 'textile');
  await mine.getByLabel('Name').fill('Stoffe');
  await mine.getByRole('button', { name: 'Save' }).click();
  const conflict = mine.getByRole('alert');
  await expect(conflict).toContainText('Someone changed this category since you opened it');
  await expect(conflict).toContainText('#123456');
  await expect(mine.getByLabel('Name')).toHaveValue('Stoffe');
  await auditScreen(page, 'staff-categories-conflict');

  await conflict.getByRole('button', { name: 'Save mine over it' }).click();
  await expect(form(page, 'Stoffe').getByRole('status')).toHaveText('Saved. Shoppers see it within a second.');
  await expect(row(page, 'Stoffe')).toBeVisible();

  // An unused category: added, then removed after a yes; the removal is in the history.
  await page.getByRole('button', { name: 'Add a category' }).click();
  const added = page.getByRole('region', { name: 'Add a category' });
  await added.getByLabel('Name').fill('Garten');
  await added.getByRole('button', { name: 'sale.webp' }).click();
  await added.getByRole('button', { name: 'Save' }).click();
  await expect(row(page, 'Garten')).toContainText('No products');
  await form(page, 'Garten').getByRole('button', { name: 'Close' }).click();
  await row(page, 'Garten').getByRole('button', { name: 'Remove “Garten”' }).click();
  await expect(
    page.getByRole('group', { name: 'Remove “Garten”?' }).getByRole('button', { name: 'Keep it' }),
  ).toBeFocused();
  await auditScreen(page, 'staff-categories-confirm');
  await page.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByText('Removed “Garten”.')).toBeVisible();
  await expect(row(page, 'Garten')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'History of every category' })).toContainText(
    `Removed “Garten” by ${shopper.email}`,
  );
  await auditScreen(page, 'staff-categories-removed');
});
