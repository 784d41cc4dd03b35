// Sign-in helpers for the tests under accounts/ (project 'accounts', on every worker at once): they
// share the run's Auth emulator, so each test has an email of its own and reads back only what
// concerns that email; nothing wipes the emulator's accounts (it lives for one run). The emulator
// calls are the auth tests' own helpers (same environment variable names).
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { accountByEmail, createAccount, emulatorProjectId, emulatorUrl } from '../../auth/support/emulatorAdmin';
import { expect, test as shopTest } from './fixtures';

const PASSWORD = 'correct-horse-42';

/** How long a sign-in's answer may take: bounds a hang, not the machine's speed. */
const SIGN_IN_ANSWER_MS = 30_000;

interface AccountFixtures {
  /**
   * An email no other test uses (this run or a repeat of this test, on any worker), with no account
   * until `createAccount()` makes one.
   */
  shopper: { email: string; password: string; createAccount(): Promise<string> };
}

export const test = shopTest.extend<AccountFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the object pattern
  shopper: async ({}, provide, testInfo) => {
    const email = `shopper-${testInfo.testId.slice(0, 8)}-${randomBytes(6).toString('hex')}@example.com`;
    await provide({ email, password: PASSWORD, createAccount: () => createAccount(email, PASSWORD) });
  },
});

export { accountByEmail, expect };

/** The settings a shop of a spec's own needs so its shoppers and staff sign in at the run's emulator. */
export function emulatorShopEnv(): Record<string, string> {
  const projectId = emulatorProjectId();
  return {
    FIREBASE_API_KEY: 'demo-api-key',
    FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_AUTH_EMULATOR_HOST: new URL(emulatorUrl()).host,
  };
}

export async function fillLoginForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
}

/** The status bubble below the form. */
function statusBubble(page: Page) {
  return page.locator('.login-page').getByRole('status');
}

type Hue = 'green' | 'red';

function dominantHue(rgb: string): Hue | 'other' {
  const [red = 0, green = 0, blue = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  if (green > red && green > blue) return 'green';
  if (red > green && red > blue) return 'red';
  return 'other';
}

/** The bubble says exactly `text`, and both its text and its background are of the given hue. */
export async function expectBubble(page: Page, hue: Hue, text: string, timeout?: number): Promise<void> {
  const bubble = statusBubble(page);
  await expect(bubble).toHaveText(text, { timeout });
  const colours = await bubble.evaluate((element) => {
    const style = getComputedStyle(element);
    return { text: style.color, background: style.backgroundColor };
  });
  expect(
    { text: dominantHue(colours.text), background: dominantHue(colours.background) },
    JSON.stringify(colours),
  ).toEqual({
    text: hue,
    background: hue,
  });
}

/** Signs in through the login screen and waits for the spec's success message. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await fillLoginForm(page, email, password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The answer comes after Firebase's chunk and the emulator's round trip: wait for it as long as the
  // test may run (a hang still fails), not Playwright's 5 s, which a busy machine outlasted.
  await expectBubble(page, 'green', 'You have loged in successfully!', SIGN_IN_ANSWER_MS);
}

export async function loginMarker(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('shopUser'));
}
