// The login screen in German at /de/login on the real Auth emulator (issue 50): registering, a wrong
// password and signing in answer in German, in the spec's bubble colours, and signing out alerts in German
// (the spec's marker 'out').
import type { Page } from '@playwright/test';
import { expect, expectBubble, loginMarker, test } from '../support/accounts';

test.use({ locale: 'de-DE' });

const fillGermanForm = async (page: Page, email: string, password: string) => {
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(password);
};

test('registering, a wrong password and signing in answer in German', async ({ page, shopper, alerts }) => {
  await page.goto('/de/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await fillGermanForm(page, shopper.email, shopper.password);
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expectBubble(page, 'green', `Ihr Konto wurde mit dieser E-Mail-Adresse angelegt: ${shopper.email}`, 30_000);
  await expect.poll(() => loginMarker(page)).not.toBeNull();

  await page.getByRole('banner').getByRole('button', { name: 'Abmelden' }).click();
  await alerts.expect('Sie wurden erfolgreich abgemeldet.');
  await expect.poll(() => loginMarker(page)).toBe('out');

  await fillGermanForm(page, shopper.email, 'nicht-das-passwort');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expectBubble(page, 'red', 'Das Passwort ist falsch!', 30_000);
  await fillGermanForm(page, shopper.email, shopper.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expectBubble(page, 'green', 'Sie haben sich erfolgreich angemeldet!', 30_000);
});
