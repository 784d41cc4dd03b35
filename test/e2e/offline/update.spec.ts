// Issue 30: a deploy is never missed. Build A is visited and kept by its service worker; build B
// then answers at the same address: the next online visit runs B's code, and A's chunks are gone
// from the caches.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLIENT_BUILD_DIR, productionBuild } from '../../../scripts/webpackBuild';
import { expect, test } from '../support/fixtures';
import { DeployServer } from './deployServer';
import { cachedUrls, waitForServiceWorker } from './serviceWorker';

// The service worker is what these tests are about (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const BUILD_A = CLIENT_BUILD_DIR; // the run's own build (global setup)
const MARK_B = 'globalThis.shopBuild="B";';

test('after a deploy, the next online visit runs the new code and the old precache is gone', async ({ page }) => {
  test.setTimeout(300_000); // build B: the run's build from webpack's cache, with B's mark on the entry
  const buildB = mkdtempSync(path.join(tmpdir(), 'shop-build-b-'));
  const server = new DeployServer();
  try {
    await productionBuild('client', { outputPath: buildB, entryBanner: MARK_B });
    await server.deploy(BUILD_A);
    await page.goto(`${server.url}/`);
    await waitForServiceWorker(page);
    const entryOf = (urls: string[]) => urls.filter((url) => /\/assets\/main\.\w+\.js$/.test(url));
    const [entryA] = entryOf(await cachedUrls(page));
    expect(entryA).toBeDefined();
    expect(await page.evaluate(() => (globalThis as { shopBuild?: string }).shopBuild)).toBeUndefined();

    await server.deploy(buildB);
    await page.reload();
    expect(await page.evaluate(() => (globalThis as { shopBuild?: string }).shopBuild)).toBe('B');
    // B's worker takes over (skipWaiting) and replaces A's precache with its own.
    const precachedEntries = async () => {
      const entries = entryOf(await cachedUrls(page));
      return { a: entries.includes(entryA!), count: entries.length };
    };
    await expect.poll(precachedEntries, { timeout: 30_000 }).toEqual({ a: false, count: 1 });
  } finally {
    await server.stop();
    rmSync(buildB, { recursive: true, force: true });
  }
});
