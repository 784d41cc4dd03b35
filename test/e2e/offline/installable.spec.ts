// Issue 30: installable. A web app manifest with what browsers require to install the shop, linked
// from every page the server renders; its icons served; the service worker never cached by HTTP.
import { expect, test } from '../support/fixtures';
import { waitForServiceWorker } from './serviceWorker';

// The service worker is what these tests are about (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

test('the manifest names the shop, starts at / standalone, and has 192, 512 and maskable icons', async ({
  request,
}) => {
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as Manifest;
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  expect(manifest.name).toBeTruthy();
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.theme_color).toMatch(/^#/);
  expect(manifest.background_color).toMatch(/^#/);
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose?.includes('maskable'))).toBe(true);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe(icon.type);
  }
});

test('each language has its manifest: the German one opens the shop in German, at /de/', async ({ request }) => {
  const english = (await (await request.get('/manifest.webmanifest')).json()) as Record<string, string>;
  expect(english).toMatchObject({ start_url: '/', scope: '/', lang: 'en' });
  const answer = await request.get('/de/manifest.webmanifest');
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const german = (await answer.json()) as Record<string, string>;
  expect(german).toMatchObject({ id: '/de/', start_url: '/de/', scope: '/de/', lang: 'de', name: english.name });
  expect(german.description).toBe('Möbel, Technik und mehr: die besten Angebote im kleinen Online-Shop.');
  const html = await (await request.get('/de/')).text();
  expect(html).toContain('<link rel="manifest" href="/de/manifest.webmanifest"');
});

test('every page the server renders links the manifest', async ({ request, catalogue }) => {
  for (const path of ['/', `/product/${catalogue.products[0]!.id}`, '/favourites', '/login', '/no-such-page']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  }
});

test('the service worker script is asked for again on every visit', async ({ request }) => {
  const answer = await request.get('/sw.js');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('no-cache');
});

test("Chromium's own installability check finds nothing missing once the service worker runs", async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const devtools = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  // Playwright's browser contexts are incognito-like, where Chromium never offers to install.
  const errors = installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
  expect(errors).toEqual([]);
});
