// Spec 2: the footer's three links on every screen, /users/{id} as the login form, and any unknown
// route answered with a not-found page that leads home.
import { expect, openHome, test } from './support/fixtures';

test('the footer links lead to home, favourites and login from any screen', async ({ page, catalogue }) => {
  await page.goto(`/product/${catalogue.products[0]!.id}`);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(footer.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/favourites');
  await expect(footer.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

  await footer.getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL('/favourites');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Marked Articles');
  await footer.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login here to access your Profile');
  await footer.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die besten Angebote');
});

test('the header shows the shop title, the sign-out icon and the basket on every screen', async ({ page }) => {
  for (const path of ['/', '/favourites', '/login', '/no-such-page']) {
    await page.goto(path);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Shopfront/ })).toHaveAttribute('href', '/');
    await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(header.getByRole('img', { name: /Basket/ })).toBeVisible();
  }
});

test('/users/{id} shows the same login form as /login', async ({ page }) => {
  await page.goto('/users/some-user-id');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login here to access your Profile');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Not registered yet? Click Here to create your account' })).toBeVisible();
});

test('an unknown route answers 404 and shows "Page not found" and a way back to the shop', async ({ page }) => {
  const response = await page.goto('/this/route/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL('/');
  await openHome(page);
});
