// What the service worker needs from the server (issue 30): its own script and the manifest asked for
// again on every visit, so a deploy is seen at once, and the plain app page it keeps as the shell.
import { cacheControlFor } from '@/server/http/staticFiles';
import { startTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('serves /sw.js and the manifest revalidated on every visit, never for a day', () => {
  expect(cacheControlFor('/sw.js')).toBe('no-cache');
  expect(cacheControlFor('/manifest.webmanifest')).toBe('no-cache');
  expect(cacheControlFor('/icons/icon-192.png')).toBe('public, max-age=86400');
});

it("treats each language's build alike: its worker and manifest revalidated, its assets immutable", () => {
  expect(cacheControlFor('/de/sw.js')).toBe('no-cache');
  expect(cacheControlFor('/de/manifest.webmanifest')).toBe('no-cache');
  expect(cacheControlFor('/de/assets/app.0123456789.js')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('/deutsch/sw.js')).toBe('public, max-age=86400');
});

it('answers /app-shell with the plain app page (no first screen), kept out of search engines', async () => {
  const response = await t.inject('/app-shell');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.headers['x-robots-tag']).toBe('noindex');
  expect(response.body).toContain('<div id="root"></div>');
});
