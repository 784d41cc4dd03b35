// Analytics with consent first (docs/requirements.md §10.22), in a shop of its own configured for it
// (a real project's settings, never contacted). Every request to Google Analytics', Tag Manager's and
// Firebase's hosts is intercepted and answered here: the tests count them, and nothing leaves.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Request, Route } from '@playwright/test';
import { ANALYTICS_SOURCES } from '@/server/http/securityHeaders';
import { NO_EMULATOR_ENV } from '../support/shopProcess';
import { E2E_LOG_DIR } from './support/environment';
import { expect, productCards, search, test } from './support/fixtures';
import { auditScreen } from './support/screenAudit';
import { SHOP_START_TIMEOUT_MS, startShopServer, type ShopServer } from './support/shopServer';

const MEASUREMENT_ID = 'G-SHOPTEST1';
const APP_ID = '1:1234567890:web:0a1b2c3d4e5f';
const CONSENT_KEY = 'shopAnalytics';

// The hosts the shop's CSP adds for analytics, as its own list (securityHeaders.ts) names them.
const ANALYTICS_HOSTS = [...new Set(Object.values(ANALYTICS_SOURCES).flat())].map((source) => new URL(source).host);
const isAnalyticsHost = (url: URL) =>
  url.protocol === 'https:' &&
  ANALYTICS_HOSTS.some((host) =>
    host.startsWith('*.') ? url.hostname.endsWith(host.slice(1)) : url.hostname === host,
  );

let shop: ShopServer;
let workDir: string;

test.beforeAll(async () => {
  test.setTimeout(SHOP_START_TIMEOUT_MS);
  workDir = mkdtempSync(path.join(tmpdir(), 'shop-analytics-'));
  shop = await startShopServer({
    sqliteFile: path.join(workDir, 'shop.sqlite'),
    logFile: path.join(E2E_LOG_DIR, 'analytics-shop.log'),
    env: { ...NO_EMULATOR_ENV, FIREBASE_APP_ID: APP_ID, FIREBASE_MEASUREMENT_ID: MEASUREMENT_ID },
  });
});

test.afterAll(async () => {
  await shop.stop();
  rmSync(workDir, { recursive: true, force: true });
});

/** Answers what Firebase Analytics asks for, as Google would, and records each request. */
async function interceptAnalytics(page: Page): Promise<Request[]> {
  const seen: Request[] = [];
  await page.context().route(isAnalyticsHost, (route: Route) => {
    const request = route.request();
    seen.push(request);
    const url = new URL(request.url());
    if (url.pathname === '/gtag/js')
      return route.fulfill({ contentType: 'text/javascript', body: 'window.gtagStandIn = true;' });
    if (url.pathname.endsWith('/webConfig'))
      return route.fulfill({ json: { appId: APP_ID, measurementId: MEASUREMENT_ID } });
    if (url.hostname === 'firebaseinstallations.googleapis.com')
      return route.fulfill({
        json: {
          name: 'installations/fid',
          fid: 'cShopTestFid0000000000',
          refreshToken: 'refresh',
          authToken: { token: 'token', expiresIn: '604800s' },
        },
      });
    return route.fulfill({ status: 204 });
  });
  return seen;
}

/** The commands Firebase gave gtag, as arrays ('event', 'page_view', {...}). */
function gtagCommands(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      Array.from<unknown>(entry),
    ),
  );
}

async function pageViews(page: Page): Promise<Record<string, string>[]> {
  return (await gtagCommands(page))
    .filter(([command, name]) => command === 'event' && name === 'page_view')
    .map(([, , params]) => params as Record<string, string>);
}

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy' });
const privacySettings = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' });

const storedChoice = (page: Page) => page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY);

/** Opens a screen of the analytics shop on a first visit and answers the question. */
async function openAndAnswer(page: Page, screen: string, answer: 'Accept' | 'Decline'): Promise<void> {
  await page.goto(`${shop.url}${screen}`);
  await banner(page).getByRole('button', { name: answer }).click();
  await expect(banner(page)).toHaveCount(0);
}

/** Waits until the page has nothing more to load, so "no request" means none came. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

async function analyticsStorage(page: Page) {
  return page.evaluate(async () => ({
    localStorage: Object.keys(localStorage).filter((key) => !/^[1-9]\d*$/.test(key)),
    cookies: document.cookie,
    // The service worker's own expiration records (Workbox) are the shop's offline copy, not analytics.
    databases: (await indexedDB.databases())
      .map((database) => database.name)
      .filter((name) => !name?.startsWith('workbox-')),
  }));
}

test('a first visit asks first: no request to an analytics host and nothing stored before an answer', async ({
  page,
}) => {
  const analytics = await interceptAnalytics(page);
  await page.goto(`${shop.url}/`);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('count which screens of the shop are opened');
  await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Decline' })).toBeVisible();
  // Equally prominent: the same size and the same colours.
  const looks = await banner(page)
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) => {
        const style = getComputedStyle(button);
        const box = button.getBoundingClientRect();
        return [Math.round(box.width), Math.round(box.height), style.color, style.backgroundColor, style.fontWeight];
      }),
    );
  expect(looks).toHaveLength(2);
  expect(looks[0]).toEqual(looks[1]);

  await page.goto(`${shop.url}/login`);
  await settled(page);
  expect(analytics.map((request) => request.url())).toEqual([]);
  expect(await analyticsStorage(page)).toEqual({ localStorage: [], cookies: '', databases: [] });
});

test('Accept loads Firebase Analytics and logs a page view per screen, by path without the search', async ({
  page,
  catalogue,
}) => {
  const analytics = await interceptAnalytics(page);
  await openAndAnswer(page, '/', 'Accept');

  await expect.poll(() => analytics.map((request) => new URL(request.url()).pathname)).toContain('/gtag/js');
  const script = analytics.find((request) => new URL(request.url()).pathname === '/gtag/js')!;
  expect(new URL(script.url()).searchParams.get('id')).toBe(MEASUREMENT_ID);
  await expect.poll(() => pageViews(page)).toEqual([expect.objectContaining({ page_path: '/' })]);
  expect(await storedChoice(page)).toBe('granted');

  const product = catalogue.products[0]!;
  await search(page, product.title);
  await expect(page).toHaveURL(/\?q=/);
  await productCards(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(`${shop.url}/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title); // seen, as a shopper would
  await page.goBack();
  await expect(page).toHaveURL(/\?q=/);
  await expect
    .poll(async () => (await pageViews(page)).map((view) => view.page_path))
    .toEqual(['/', `/product/${product.id}`, '/']);
  for (const view of await pageViews(page)) {
    expect(view.page_location).toBe(`${shop.url}${view.page_path}`);
  }
  // Each view carries its own screen's title, a product's once its data is there.
  expect((await pageViews(page)).map((view) => view.page_title)).toEqual([
    'Die besten Angebote – Shopfront',
    `${product.title} – Shopfront`,
    'Die besten Angebote – Shopfront',
  ]);
  // No advertising use: only analytics storage is granted.
  expect(await gtagCommands(page)).toContainEqual([
    'consent',
    'default',
    { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
  ]);

  // The answer is kept: the next visit measures without asking.
  const before = analytics.length;
  await page.reload();
  await expect(privacySettings(page)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => analytics.slice(before).some((r) => new URL(r.url()).pathname === '/gtag/js')).toBe(true);
  await expect.poll(() => pageViews(page)).toEqual([expect.objectContaining({ page_path: '/' })]);
});

test('a screen opened from a search names the search screen as referrer, never its term', async ({ page }) => {
  await interceptAnalytics(page);
  await page.goto(`${shop.url}/product/2`, { referer: `${shop.url}/?q=secret-term` });
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect
    .poll(() => pageViews(page))
    .toEqual([expect.objectContaining({ page_path: '/product/2', page_referrer: `${shop.url}/` })]);
  expect(await page.evaluate(() => document.referrer)).toContain('secret-term'); // what gtag would have sent
  expect(JSON.stringify(await gtagCommands(page))).not.toContain('secret-term');
});

test('Decline loads nothing, and the question does not come back on the next visit', async ({ page }) => {
  const analytics = await interceptAnalytics(page);
  await openAndAnswer(page, '/favourites', 'Decline');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
  await settled(page);
  await page.reload();
  await expect(privacySettings(page)).toBeVisible();
  await settled(page);
  await expect(banner(page)).toHaveCount(0);
  expect(analytics.map((request) => request.url())).toEqual([]);
  expect(await analyticsStorage(page)).toEqual({ localStorage: [CONSENT_KEY], cookies: '', databases: [] });
  expect(await storedChoice(page)).toBe('denied');
});

test('Privacy settings asks again; withdrawing stops every hit at once and removes the cookies', async ({
  page,
  catalogue,
}) => {
  const analytics = await interceptAnalytics(page);
  await openAndAnswer(page, '/', 'Accept');
  await expect.poll(() => pageViews(page)).toHaveLength(1);
  // gtag.js (stood in for here) keeps its client id in these.
  await page.evaluate(() => {
    document.cookie = '_ga=GA1.1.123.456; path=/';
    document.cookie = '_ga_SHOPTEST1=GS1.1.789; path=/';
  });

  await privacySettings(page).click();
  await expect(banner(page)).toBeFocused();
  await expect(banner(page)).toContainText('You accepted');
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(privacySettings(page)).toBeFocused();
  await expect
    .poll(() =>
      page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], MEASUREMENT_ID),
    )
    .toBe(true);
  expect(await page.evaluate(() => document.cookie)).toBe('');
  expect(await storedChoice(page)).toBe('denied');

  const [requestsBefore, viewsBefore] = [analytics.length, (await pageViews(page)).length];
  await productCards(page).nth(1).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogue.products[1]!.title);
  await settled(page);
  expect(await pageViews(page)).toHaveLength(viewsBefore); // the same page: no event for the new screen
  await page.goto(`${shop.url}/login`);
  await settled(page);
  expect(analytics.length).toBe(requestsBefore);
  expect(await gtagCommands(page)).toEqual([]); // a new page: Analytics not even loaded
  await expect(banner(page)).toHaveCount(0);
});

test('a withdrawal while Analytics is still starting switches its hits off at once', async ({ page }) => {
  const analytics = await interceptAnalytics(page);
  let releaseConfig: () => void = () => undefined;
  const configHeld = new Promise<void>((resolve) => (releaseConfig = resolve));
  let configAsked = false;
  // Ahead of the context's routes: holds Firebase's start at its config, then hands the request on.
  await page.route(/\/webConfig$/, async (route) => {
    configAsked = true;
    await configHeld;
    await route.fallback();
  });
  await openAndAnswer(page, '/', 'Accept');
  await expect.poll(() => configAsked).toBe(true);
  expect(analytics.some((r) => new URL(r.url()).pathname === '/gtag/js')).toBe(false); // still starting
  await privacySettings(page).click();
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  const gaDisabled = () =>
    page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], MEASUREMENT_ID);
  expect(await gaDisabled()).toBe(true);
  releaseConfig();
  await settled(page);
  expect(await gaDisabled()).toBe(true);
  expect(await storedChoice(page)).toBe('denied');
});

test('the question is a labelled region used by keyboard, axe finds nothing, and it moves nothing', async ({
  page,
}) => {
  await interceptAnalytics(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const screen of ['/', '/login']) {
    await page.goto(`${shop.url}${screen}`);
    await expect(banner(page)).toBeVisible();
    await settled(page);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThanOrEqual(0.02);
  }
  await auditScreen(page, 'consent-banner');

  // From the footer's button by keyboard: the region takes focus, Tab reaches the answers.
  await page.getByRole('button', { name: 'Decline' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  await expect(privacySettings(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeFocused();
  await page.keyboard.press('Escape'); // an answered question may be closed unchanged
  await expect(banner(page)).toHaveCount(0);
  await expect(privacySettings(page)).toBeFocused();
  expect(await storedChoice(page)).toBe('denied');
});

test('a shop not configured for analytics asks nothing and loads none of its code', async ({ page, baseURL }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/');
  await settled(page);
  await expect(page.getByRole('button', { name: 'Privacy settings' })).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  expect(await page.locator('html').getAttribute('data-analytics')).toBeNull();
  expect(
    requests.filter((url) => /\/assets\/(consent|analytics)\./.test(url) || isAnalyticsHost(new URL(url))),
  ).toEqual([]);
  expect(requests.every((url) => url.startsWith(new URL(baseURL!).origin))).toBe(true);
});
