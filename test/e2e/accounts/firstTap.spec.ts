// The first tap always counts on the login screen too (docs/requirements.md §10): "Sign in" and
// "Register" pressed right after the page has loaded, with what was typed before, do their job once.
import { passwordResetEmailsSentTo } from '../../auth/support/emulatorAdmin';
import { accountByEmail, expect, expectBubble, test } from '../support/accounts';
import { appSettled, openForEarlyTap, SLOWDOWNS, tap } from '../support/firstTap';

const TIMEOUT = 20_000; // a tap held until the app is ready, then the Firebase chunk, at 6× slowdown

for (const slowdown of SLOWDOWNS) {
  test.describe(`at ${slowdown}× CPU slowdown, right after load`, () => {
    test.describe.configure({ timeout: 60_000 });

    test('"Sign in" signs in with the typed email and password', async ({ browser, shopper }) => {
      await shopper.createAccount();
      const early = await openForEarlyTap(browser, '/login', slowdown);
      await early.page.getByLabel('Email').fill(shopper.email);
      await early.page.getByLabel('Password').fill(shopper.password);
      await tap(early.page.getByRole('button', { name: 'Sign in' }));
      await expectBubble(early.page, 'green', 'You have loged in successfully!', TIMEOUT);
      await early.close();
    });

    test('"Forgot password?" sends one reset link for the typed email', async ({ browser, shopper }) => {
      await shopper.createAccount();
      const early = await openForEarlyTap(browser, '/login', slowdown);
      await early.page.getByLabel('Email').fill(shopper.email);
      await tap(early.page.getByRole('button', { name: 'Forgot password?' }));
      await expectBubble(
        early.page,
        'green',
        `If an account exists for ${shopper.email}, we have sent a link to reset the password.`,
        TIMEOUT,
      );
      await appSettled(early.page);
      expect(await passwordResetEmailsSentTo(shopper.email)).toHaveLength(1);
      await early.close();
    });

    test('"Register" creates the account, once', async ({ browser, shopper }) => {
      const early = await openForEarlyTap(browser, '/login', slowdown);
      await early.page.getByLabel('Email').fill(shopper.email);
      await early.page.getByLabel('Password').fill(shopper.password);
      await tap(early.page.getByRole('button', { name: 'Register' }));
      // A second, replayed Register would answer "this email is registered before!" instead.
      await expectBubble(early.page, 'green', `user created with this informations: ${shopper.email}`, TIMEOUT);
      test.expect(await accountByEmail(shopper.email)).toBeDefined();
      await early.close();
    });
  });
}
