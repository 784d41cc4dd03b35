// The shopper's data rights (requirements §10.24) in a real browser against the real server and
// emulator: 'Download my data' saves the server's file; 'Delete my account', confirmed, removes the
// account (the emulator confirms) and signs out.
import { readFile } from 'node:fs/promises';
import { accountByEmail, expect, expectBubble, loginMarker, signInThroughForm, test } from '../support/accounts';

test('downloads the data, then deletes the account after the confirmation', async ({ page, alerts, shopper }) => {
  const uid = await shopper.createAccount();
  await signInThroughForm(page, shopper.email, shopper.password);

  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toBe('shopfront-account-data.json');
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as { account: string; favourites: unknown[] };
  expect(data).toMatchObject({ account: uid, favourites: [] });
  await expectBubble(page, 'green', 'Your data has been saved as shopfront-account-data.json.');

  await page.getByRole('button', { name: 'Delete my account' }).click();

  await expectBubble(
    page,
    'green',
    'Your account and your data have been deleted. The favourites marked in this browser stay in this browser.',
  );
  expect(alerts.seen).toEqual([
    { type: 'confirm', message: 'Delete your account and everything the shop keeps for you? This cannot be undone.' },
  ]);
  expect(await accountByEmail(shopper.email)).toBeUndefined();
  expect(await loginMarker(page)).toBe('out');
  await expect(page.getByRole('button', { name: 'Delete my account' })).toHaveCount(0);
});
