// A shopper who taps as soon as the page is on screen: a page of its own, its CPU slowed down as a
// phone's is, opened without waiting for the app (the suite's `page` waits for it), so the tap comes
// right after the load event, while the app may still be starting.
import type { Browser, Locator, Page } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '@/client/lib/appReady';
import { expect, type RecordedDialog } from './fixtures';
import { ENV, requiredEnv } from './environment';

/**
 * CPU slowdowns the first-tap tests run at: a desktop, and a slow phone, where a tap surely comes
 * before the app. A mid-range phone's 4× lies between the two and was dropped to keep the suite's
 * time; the tests with the app held back pin the before-the-app case down at any speed.
 */
export const SLOWDOWNS = [1, 6] as const;

export interface EarlyPage {
  page: Page;
  /** Every dialog the page opened, in order (accepted at once). */
  dialogs: RecordedDialog[];
  close(): Promise<void>;
}

export interface EarlyPageOptions {
  /** Hold the app's script back until this promise settles: a tap then surely comes before the app. */
  appHeldUntil?: Promise<void>;
}

export async function openForEarlyTap(
  browser: Browser,
  path: string,
  slowdown: number,
  { appHeldUntil }: EarlyPageOptions = {},
): Promise<EarlyPage> {
  const context = await browser.newContext({ baseURL: requiredEnv(ENV.shopUrl) });
  const page = await context.newPage();
  if (appHeldUntil) {
    await page.route(/\/assets\/app\.[^/]+\.js$/, async (route) => {
      await appHeldUntil;
      await route.continue();
    });
  }
  const dialogs: RecordedDialog[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push({ type: dialog.type(), message: dialog.message() });
    void dialog.accept();
  });
  if (slowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  }
  // The page as soon as it is parsed: where its controls are is known before the load event, so a
  // tap (tap()) can follow the load event with nothing in between.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return { page, dialogs, close: () => context.close() };
}

/**
 * The app has taken over and replayed what it held: the replay runs in the same task that marks
 * the app ready, so two frames later any second effect of the same tap would be on screen.
 */
export async function appSettled(page: Page): Promise<void> {
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached', timeout: 20_000 });
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** The alerts seen so far are exactly these, once the app has settled (no second alert later). */
export async function expectAlertsOnce(early: EarlyPage, ...messages: string[]): Promise<void> {
  const expected = messages.map((message) => ({ type: 'alert', message }));
  await expect.poll(() => early.dialogs.slice(), { timeout: 20_000 }).toEqual(expected);
  await appSettled(early.page);
  expect(early.dialogs).toEqual(expected);
}

/**
 * A tap on the control where it is now, as a finger's: raw input at its centre (scrolled into view
 * first, as a shopper would), with none of Playwright's waiting for the control to be actionable.
 */
export async function tap(control: Locator, { afterLoad = true } = {}): Promise<void> {
  await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await control.boundingBox();
  if (!box) throw new Error(`${control.toString()} is not on screen`);
  // With the app's script held back, the load event may wait for it (it is asked for at first paint).
  if (afterLoad) await control.page().waitForLoadState('load');
  await control.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The key on the focused control, as a keyboard user's first key press. */
export async function pressOn(control: Locator, key: 'Enter' | ' '): Promise<void> {
  await control.evaluate((element: HTMLElement) => element.focus());
  await control.page().waitForLoadState('load');
  await control.page().keyboard.press(key);
}
