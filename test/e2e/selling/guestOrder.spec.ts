// Issue 47 in the browser: a guest buys two products and gets the order page with the payment
// instructions; a sold-out product cannot be added; the order button says exactly what § 312j BGB asks.
import type { Page } from '@playwright/test';
import { printedIban } from '@/contract/selling';
import { expect } from '../support/fixtures';
import { SELLING_SETTINGS, SOLD_OUT, STOCKED, test } from './sellingShop';
import { GUEST, addToBasket, fillCheckout, orderButton } from './sellingSteps';

test('a guest buys two products and gets the order page with how to pay', async ({ page }) => {
  await page.goto('/');
  // The cards' prices carry the price law's note (PAngV) by an asterisk.
  await expect(page.getByText('* All prices incl. VAT, plus shipping.')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/selling-home-1280.png' });
  // The footer's row, crowded by the legal links, wraps between its parts, never inside a word.
  const languageLink = (await page.getByRole('contentinfo').getByRole('link', { name: 'Deutsch' }).boundingBox())!;
  const homeLink = (await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).boundingBox())!;
  expect(languageLink.height).toBeLessThanOrEqual(homeLink.height);
  for (const product of STOCKED) {
    await addToBasket(page, product.id);
    await expect(page.getByText('In stock')).toBeVisible();
  }
  await page.getByRole('link', { name: /Basket, 2 items/ }).click();
  await expect(page).toHaveURL(/\/basket$/);
  for (const product of STOCKED) await expect(page.getByText(product.title).first()).toBeVisible();
  await page.getByRole('link', { name: 'Go to checkout' }).click();

  await fillCheckout(page);
  await expect(page.getByRole('main').getByRole('link', { name: /AGB/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /Widerrufsbelehrung/ })).toBeVisible();
  await orderButton(page).click();

  await expect(page).toHaveURL(/\/orders\/\d+\?token=/);
  await expect(page.getByText(printedIban(SELLING_SETTINGS.seller.iban!))).toBeVisible();
  await expect(page.getByText(GUEST.name)).toBeVisible();
  // The link the guest keeps opens the order again; without its token it is not found.
  const withToken = page.url();
  await page.reload();
  await expect(page.getByText(printedIban(SELLING_SETTINGS.seller.iban!))).toBeVisible();
  await page.goto(withToken.replace(/\?token=.*/, ''));
  await expect(page.getByText(printedIban(SELLING_SETTINGS.seller.iban!))).toHaveCount(0);
});

test('a sold-out product cannot be added, and says why', async ({ page }) => {
  await page.goto(`/product/${SOLD_OUT.id}`);
  await expect(page.getByText('Sold out')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Basket' })).toBeDisabled();
});

/**
 * Opens a stocked product with selling's code held back once the shop has said it sells, so its
 * basket button is the stand-in; `release` lets the code through.
 */
async function openWithSellingHeld(page: Page): Promise<{ release: () => void }> {
  let release = () => undefined as void;
  const sellingHeld = new Promise<void>((resolve) => (release = resolve));
  const sellingCode = /\/assets\/selling\.[^/]+\.js$/;
  await page.route(sellingCode, async (route) => {
    await sellingHeld;
    await route.continue();
  });
  const sellingAsked = page.waitForRequest(sellingCode);
  await page.goto(`/product/${STOCKED[0]!.id}`);
  await sellingAsked;
  return { release };
}

test("a tap on Add to Basket while selling's code is on its way counts once it is here, once", async ({ page }) => {
  const { release } = await openWithSellingHeld(page);
  const button = page.getByRole('button', { name: 'Add to Basket' });
  await button.click();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByRole('status').filter({ hasText: /Added to your basket: 1 of/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
});

test("a key press on Add to Basket before the shop's answer counts once selling's button is here", async ({ page }) => {
  // The app asks GET /api/shop after its first render; held here, so the press lands on the
  // catalogue's button, which selling's then replaces.
  let release = () => undefined as void;
  const answerHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/shop$/, async (route) => {
    await answerHeld;
    await route.continue();
  });
  await page.goto(`/product/${STOCKED[0]!.id}`);
  const button = page.getByRole('button', { name: 'Add to Basket' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByRole('status').filter({ hasText: /Added to your basket: 1 of/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Basket' })).toBeFocused();
});

test("the focus stays on Add to Basket when selling's button takes the place of its stand-in", async ({ page }) => {
  // The stand-in holds the place while selling's code is on its way; a keyboard user is on it.
  const { release } = await openWithSellingHeld(page);
  const button = page.getByRole('button', { name: 'Add to Basket' });
  await button.focus();
  release();
  await expect(page.getByText('In stock')).toBeVisible();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /Added to your basket: 1 of/ })).toBeVisible();
});
