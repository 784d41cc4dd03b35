// Issue 30: signing in, registering and asking for a reset while offline say so clearly, and
// nothing typed is lost.
import { NETWORK_FAILED_MESSAGE } from '@/client/features/auth/networkMessage';
import { expect, openHome, test } from '../support/fixtures';
import { waitForServiceWorker } from './serviceWorker';

// The service worker is what these tests are about (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

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
