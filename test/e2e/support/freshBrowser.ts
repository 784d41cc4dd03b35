// Another browser with nothing stored: its own localStorage and its own Firebase session, as a
// shopper's second device is. Its goto waits for the app, as the fixtures' page does.
import type { Browser, Page } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '@/client/lib/appReady';

export async function freshBrowser(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
    return response;
  };
  return page;
}
