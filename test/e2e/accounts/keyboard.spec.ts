// A shopper without a mouse: search, mark a favourite, Show More, the carousel and sign-in, using
// only Tab, Enter, Space, typing and the arrow keys, with the focus visible on every control.
import { productCards } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { expect, expectBubble, loginMarker, test } from '../support/accounts';

test('keyboard only: search, favourite, Show More, carousel and sign in', async ({ page, shopper, catalogue }) => {
  test.slow(); // five screens and a sign-in, each step waited for: more than 30 s on a busy machine
  const uid = await shopper.createAccount();
  await page.goto('/');
  await expect(productCards(page)).toHaveCount(6);
  const searchbox = page.getByRole('searchbox');
  const searchButton = page.getByRole('button', { name: 'Search', exact: true });

  // Search
  await tabTo(page, searchbox);
  await page.keyboard.type('sessel');
  await tabTo(page, searchButton);
  await page.keyboard.press('Enter');
  const sessel = catalogue.products.filter((product) => product.title.toLowerCase().includes('sessel'));
  await expect(productCards(page)).toHaveCount(sessel.length);

  // Favourite toggle with Space
  const heart = productCards(page)
    .first()
    .getByRole('button', { name: /^Favourite: / });
  await tabTo(page, heart);
  await page.keyboard.press('Space');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => page.evaluate((id) => localStorage.getItem(id), String(sessel[0]!.id))).toBe('True');

  // Empty search, then Show More
  await tabTo(page, searchbox, { backwards: true });
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await tabTo(page, searchButton);
  await page.keyboard.press('Enter');
  await expect(productCards(page)).toHaveCount(6);
  await tabTo(page, page.getByRole('button', { name: 'Show More' }));
  await page.keyboard.press('Enter');
  await expect(productCards(page)).toHaveCount(12);

  // Carousel: open a product with several pictures, then the Next button and the arrow keys
  const index = catalogue.products.slice(0, 12).findIndex((product) => product.images.length >= 3);
  const product = catalogue.products[index]!;
  await tabTo(page, productCards(page).nth(index).getByRole('link'), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  const position = page.getByText(/^Picture \d+ of \d+$/);
  await tabTo(page, page.getByRole('button', { name: 'Next picture' }));
  await page.keyboard.press('Enter');
  await expect(position).toHaveText(`Picture 2 of ${product.images.length}`);
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`Picture 3 of ${product.images.length}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText(`Picture 1 of ${product.images.length}`);

  // Sign in: footer link, the two fields, Enter submits the primary action (Sign in)
  await tabTo(page, page.getByRole('contentinfo').getByRole('link', { name: 'Login' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(shopper.email);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(shopper.password);
  await page.keyboard.press('Enter');
  await expectBubble(page, 'green', 'You have loged in successfully!');
  await expect.poll(() => loginMarker(page)).toBe(uid);
});
