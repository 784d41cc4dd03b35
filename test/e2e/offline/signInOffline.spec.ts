// Issue 30: signing in, registering and asking for a reset while offline say so clearly, and
// nothing typed is lost.
import { expect, openHome, test } from '../support/fixtures';
import { waitForServiceWorker } from './serviceWorker';

// The service worker is what these tests are about (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// The English words of src/client/features/auth/networkMessage.ts: its module is words the build puts in,
// which a test run outside the build cannot import.
const NETWORK_FAILED_MESSAGE =
  'Network error: the sign-in service cannot be reached. Check your connection and try again.';
const EMAIL = 'offline-shopper@example.com';
const PASSWORD = 'typed-on-a-train-7';

for (const button of ['Sign in', 'Register', 'Forgot password?']) {
  test(`offline, '${button}' says the network is down and keeps what was typed`, async ({ page, context }) => {
    await openHome(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto('/login');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page.locator('.login-page').getByRole('status')).toHaveText(NETWORK_FAILED_MESSAGE, {
      timeout: 15_000,
    });
    await expect(page.getByLabel('Email')).toHaveValue(EMAIL);
    await expect(page.getByLabel('Password')).toHaveValue(PASSWORD);
  });
}

test("offline, an email's verification link says the network is down, not that the link is dead", async ({
  page,
  context,
}) => {
  await openHome(page);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/auth/action?mode=verifyEmail&oobCode=some-code&apiKey=any');
  await expect(page.locator('.login-page').getByRole('status')).toHaveText(NETWORK_FAILED_MESSAGE, {
    timeout: 15_000,
  });
});
