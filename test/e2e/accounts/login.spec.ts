// Spec 4 and 8, the login screen on the real Auth emulator: each message in its bubble colour
// (green for success, red for errors) and the login marker holding the uid.
import type { ClientConfig } from '@/contract';
import { verificationEmailsSentTo } from '../../auth/support/emulatorAdmin';
import { accountByEmail, expect, expectBubble, fillLoginForm, loginMarker, test } from '../support/accounts';

test('Register creates the account: green "user created with this informations: {email}"', async ({
  page,
  request,
  shopper,
}) => {
  await page.goto('/login');
  await fillLoginForm(page, shopper.email, shopper.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expectBubble(page, 'green', `user created with this informations: ${shopper.email}`);
  const account = await accountByEmail(shopper.email);
  expect(account, 'the emulator has the new account').toBeDefined();
  await expect.poll(() => loginMarker(page)).toBe(account!.localId);
  // After registration the fixed display name is set and a verification email is requested.
  const { registeredDisplayName } = (await (await request.get('/client-config.json')).json()) as ClientConfig;
  await expect.poll(async () => (await accountByEmail(shopper.email))?.displayName).toBe(registeredDisplayName);
  await expect.poll(async () => (await verificationEmailsSentTo(shopper.email)).length).toBe(1);
});

test('Register again with the same email: red "this email is registered before!"', async ({ page, shopper }) => {
  await page.goto('/login');
  await fillLoginForm(page, shopper.email, shopper.password);
  const register = page.getByRole('button', { name: 'Register' });
  await register.click();
  await expectBubble(page, 'green', `user created with this informations: ${shopper.email}`);
  await register.click();
  await expectBubble(page, 'red', 'this email is registered before!');
});

test('Register with an email registered elsewhere: red, and nobody is signed in', async ({ page, shopper }) => {
  await shopper.createAccount();
  await page.goto('/login');
  await fillLoginForm(page, shopper.email, 'another-password-1');
  await page.getByRole('button', { name: 'Register' }).click();
  await expectBubble(page, 'red', 'this email is registered before!');
  expect(await loginMarker(page)).toBeNull();
});

test('Sign in with a wrong password: red "password is wrong!"', async ({ page, shopper }) => {
  await shopper.createAccount();
  await page.goto('/login');
  await fillLoginForm(page, shopper.email, 'not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectBubble(page, 'red', 'password is wrong!');
  expect(await loginMarker(page)).toBeNull();
});

test('Sign in with an unknown email: red "this email is not registered!"', async ({ page, shopper }) => {
  await page.goto('/login');
  await fillLoginForm(page, shopper.email, shopper.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectBubble(page, 'red', 'this email is not registered!');
});

test('Sign in with the right password: green "You have loged in successfully!" and the uid as marker', async ({
  page,
  shopper,
}) => {
  const uid = await shopper.createAccount();
  await page.goto('/login');
  await fillLoginForm(page, shopper.email, shopper.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectBubble(page, 'green', 'You have loged in successfully!');
  await expect.poll(() => loginMarker(page)).toBe(uid);
  await expect(page.getByText(`You are signed in as ${shopper.email}.`)).toBeVisible();
});

test('a failed sign-in after a success turns the bubble from green to red', async ({ page, shopper }) => {
  await shopper.createAccount();
  await page.goto('/users/42');
  await fillLoginForm(page, shopper.email, shopper.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectBubble(page, 'green', 'You have loged in successfully!');
  await page.getByLabel('Password').fill('wrong-now');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectBubble(page, 'red', 'password is wrong!');
});

test('"Not registered yet?" moves focus to the email field and makes Register the Enter action', async ({
  page,
  shopper,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Not registered yet? Click Here to create your account' }).click();
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByLabel('Password').press('Enter');
  await expectBubble(page, 'green', `user created with this informations: ${shopper.email}`);
  expect(await accountByEmail(shopper.email)).toBeDefined();
});
