// The whole password reset in the browser (requirements §10.18, §10.20): 'Forgot password?' on the
// login screen, the email's link opened on the shop's own action page, a new password, and signing
// in with it. The emulator sends no email: its mail box gives the link.
import { passwordResetEmailsSentTo, shopActionPath, type OobCode } from '../../auth/support/emulatorAdmin';
import { expect, expectBubble, fillLoginForm, test } from '../support/accounts';

const NEW_PASSWORD = 'a-new-horse-43';

test('from "Forgot password?" to signing in with the new password', async ({ page, request, shopper }) => {
  await shopper.createAccount();
  await page.goto('/login');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expectBubble(
    page,
    'green',
    `If an account exists for ${shopper.email}, we have sent a link to reset the password.`,
  );

  let emails: OobCode[] = [];
  await expect.poll(async () => (emails = await passwordResetEmailsSentTo(shopper.email)).length).toBe(1);
  const actionPath = shopActionPath(emails[0]!);
  // A client route the server renders (200, not 404), and search engines are asked not to keep it.
  const answer = await request.get(actionPath);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['x-robots-tag']).toBe('noindex');

  await page.goto(actionPath);
  await expect(page.getByText(`Choose a new password for ${shopper.email}.`)).toBeVisible();
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expectBubble(page, 'green', 'Your password has been changed. You can sign in with the new one now.');

  await page.getByRole('link', { name: 'Go to the login page' }).click();
  await expect(page).toHaveURL('/login');
  await fillLoginForm(page, shopper.email, NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectBubble(page, 'green', 'You have loged in successfully!');

  // The link has been used: opened again, it says so and leads to a new one.
  await page.goto(actionPath);
  await expectBubble(page, 'red', 'This link is no longer valid: it has been used already, or a newer one was sent.');
  await expect(page.getByRole('link', { name: 'Ask for a new link on the login page' })).toBeVisible();
});

test('an action link the shop cannot use gets a clear message on a 200 page', async ({ page }) => {
  const response = await page.goto('/auth/action?mode=somethingElse&oobCode=abc');
  expect(response?.status()).toBe(200);
  await expect(
    page.getByText(
      'This link cannot be used: it is not complete, or it is not one of the links the shop sends. Open the link from the email again.',
    ),
  ).toBeVisible();
});
