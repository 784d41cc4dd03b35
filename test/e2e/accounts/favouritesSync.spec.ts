// Favourites on every device (requirements §10.21), in real browsers against the real server and
// emulator: what one browser marks while signed in shows in a second, fresh browser after it signs
// in with the same account; a guest's favourites join the account at sign-in.
import type { Page } from '@playwright/test';
import { idTokenOf } from '../../auth/support/emulatorAdmin';
import { openHome, productCards } from '../support/fixtures';
import { freshBrowser } from '../support/freshBrowser';
import { expect, signInThroughForm, test } from '../support/accounts';

function heartOf(page: Page, index: number) {
  return productCards(page)
    .nth(index)
    .getByRole('button', { name: /^Favourite: / });
}

/** The favourites the server keeps for the account, asked with the account's own ID token. */
async function accountFavourites(baseURL: string, email: string, password: string): Promise<number[]> {
  const response = await fetch(`${baseURL}/api/favourites`, {
    headers: { authorization: `Bearer ${await idTokenOf(email, password)}` },
  });
  return ((await response.json()) as { productIds: number[] }).productIds;
}

const storedFlag = (page: Page, id: number) => page.evaluate((key) => window.localStorage.getItem(key), String(id));

test('favourites marked in one browser appear in a second one after it signs in', async ({
  page,
  browser,
  baseURL,
  catalogue,
  shopper,
}) => {
  await shopper.createAccount();
  await signInThroughForm(page, shopper.email, shopper.password);
  await openHome(page);
  const [first, , third] = catalogue.products;
  await heartOf(page, 0).click();
  await heartOf(page, 2).click();
  await expect
    .poll(() => accountFavourites(baseURL!, shopper.email, shopper.password))
    .toEqual([first!.id, third!.id].sort((a, b) => a - b));

  const other = await freshBrowser(browser, baseURL!);
  await other.goto('/favourites');
  await expect(other.getByText('You have not marked any articles yet.')).toBeVisible();
  await other.goto('/login');
  await other.getByLabel('Email').fill(shopper.email);
  await other.getByLabel('Password').fill(shopper.password);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other.locator('.login-page').getByRole('status')).toHaveText('You have loged in successfully!', {
    timeout: 15_000,
  });

  await expect.poll(() => storedFlag(other, first!.id)).toBe('True');
  await expect.poll(() => storedFlag(other, third!.id)).toBe('True');
  await other.getByRole('contentinfo').getByRole('link', { name: 'Favourites' }).click();
  const marked = other.getByRole('list', { name: 'Marked articles' }).getByRole('link');
  await expect(marked).toHaveCount(2);

  // And back: unmarking in the second browser removes it from the account.
  await other.goto('/');
  await heartOf(other, 0).click();
  await expect.poll(() => accountFavourites(baseURL!, shopper.email, shopper.password)).toEqual([third!.id]);
  await other.context().close();
});

test("a guest's favourites join the account at sign-in, and the account's come to this browser", async ({
  page,
  alerts,
  browser,
  baseURL,
  catalogue,
  shopper,
}) => {
  await shopper.createAccount();
  // The account already has a favourite from another browser.
  const elsewhere = await freshBrowser(browser, baseURL!);
  await elsewhere.goto('/login');
  await elsewhere.getByLabel('Email').fill(shopper.email);
  await elsewhere.getByLabel('Password').fill(shopper.password);
  await elsewhere.getByRole('button', { name: 'Sign in' }).click();
  await expect(elsewhere.locator('.login-page').getByRole('status')).toHaveText('You have loged in successfully!', {
    timeout: 15_000,
  });
  await openHome(elsewhere);
  await heartOf(elsewhere, 4).click();
  const fifth = catalogue.products[4]!;
  await expect.poll(() => accountFavourites(baseURL!, shopper.email, shopper.password)).toEqual([fifth.id]);
  await elsewhere.context().close();

  // A guest here marks two products, then signs in.
  await openHome(page);
  await heartOf(page, 1).click();
  await heartOf(page, 3).click();
  const [second, fourth] = [catalogue.products[1]!, catalogue.products[3]!];
  await expect.poll(() => storedFlag(page, fourth.id)).toBe('True');
  await signInThroughForm(page, shopper.email, shopper.password);

  await expect
    .poll(() => accountFavourites(baseURL!, shopper.email, shopper.password))
    .toEqual([second.id, fourth.id, fifth.id].sort((a, b) => a - b));
  await expect.poll(() => storedFlag(page, fifth.id)).toBe('True');
  expect(await storedFlag(page, second.id)).toBe('True');

  // Sign-out leaves this browser's flags as they are (they are the device's).
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await alerts.expect('Signed out successfully.');
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('shopUser'))).toBe('out');
  for (const product of [second, fourth, fifth]) expect(await storedFlag(page, product.id)).toBe('True');
});
