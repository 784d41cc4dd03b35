// Issue 36, the login screen signed in (it needs an account of the shared Auth emulator, so it runs
// here, one test at a time): registered with a long email address, one word of 70-odd characters,
// the green bubble, 'You are signed in as …', the verification note and 'Your data' fit 320 px, plain
// and with the text-spacing overrides, and every control stays at least 24 × 24 px.
import { expectReflow, REFLOW_VIEWPORT } from '../support/reflow';
import { expectBubble, fillLoginForm, test } from '../support/accounts';

test.use({ viewport: REFLOW_VIEWPORT });

test('the login screen, signed in with a long email address, fits 320 px', async ({ page, shopper }) => {
  const email = `kundin-mit-einer-sehr-langen-adresse.${shopper.email}`;
  await page.goto('/login');
  await fillLoginForm(page, email, shopper.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expectBubble(page, 'green', `user created with this informations: ${email}`);
  await page.getByText(`You are signed in as ${email}.`).waitFor();
  await page.getByRole('button', { name: 'Delete my account' }).waitFor();
  await expectReflow(page, 'login, signed in, with the green bubble');
});
