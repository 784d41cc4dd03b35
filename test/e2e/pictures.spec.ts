// Imported photos reach each screen at the size it shows them (issue 28): a 412 px phone at DPR 2
// and a 1280 px desktop at DPR 1 each get an AVIF of at most twice the pixels shown (and never
// fewer), fetched once. Its own shop: a catalogue imported with --images into its own IMAGE_DIR.
import { shopScript } from '../support/shopScript';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { NO_EMULATOR_ENV, startShop, type RunningShop } from '../support/shopProcess';
import { typicalPhoto } from '../support/photoFiles';

const ROOT = path.resolve(__dirname, '../..');
// One worker: the import and the shop are made once for all four checks.
test.describe.configure({ mode: 'serial' });
let dir: string;
let shop: RunningShop;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-pictures-'));
  const photos = path.join(dir, 'photos');
  mkdirSync(photos);
  await typicalPhoto(path.join(photos, 'a.jpg'), 1, 1600, 1200);
  await typicalPhoto(path.join(photos, 'b.jpg'), 2, 1600, 1200);
  const products = Array.from({ length: 6 }, (_, index) => ({
    id: index + 1,
    title: `Sessel ${index + 1}`,
    price: 100 + index,
    description: 'Ein Sessel.',
    mark: 'Polsterei',
    category: 'sofa',
    images: index % 2 ? ['b.jpg', 'a.jpg'] : ['a.jpg', 'b.jpg'],
  }));
  const catalogue = path.join(dir, 'catalogue.json');
  const category = { catName: 'sofa', bgColor: '#f3e3d3', imageUrl: '/images/categories/sofa.webp' };
  writeFileSync(catalogue, JSON.stringify({ categories: [category], products }));
  const env = { SQLITE_FILE: path.join(dir, 'shop.sqlite'), IMAGE_DIR: path.join(dir, 'store') };
  const imported = spawnSync(...shopScript('src/server/catalog/importCli.ts', catalogue, '--images', photos), {
    cwd: ROOT,
    env: { ...process.env, ...env, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  expect(imported.status, imported.stderr).toBe(0);
  shop = await startShop({ env: { ...env, ...NO_EMULATOR_ENV } });
});

test.afterAll(async () => {
  await shop?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The shown picture: its address, and the width it is shown at in device pixels. */
async function shownPicture(page: Page, selector: string) {
  const picture = page.locator(selector).first();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return picture.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    shownWidth: img.getBoundingClientRect().width * devicePixelRatio,
  }));
}

/** The file's own pixels and type, decoded in the page. */
function fileOf(page: Page, src: string) {
  return page.evaluate(async (url) => {
    const answer = await fetch(url);
    const type = answer.headers.get('content-type');
    const bitmap = await createImageBitmap(await answer.blob());
    return { type, width: bitmap.width, height: bitmap.height };
  }, src);
}

for (const { name, viewport, deviceScaleFactor } of [
  { name: '412 px phone at DPR 2', viewport: { width: 412, height: 915 }, deviceScaleFactor: 2 },
  { name: '1280 px desktop at DPR 1', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
]) {
  test.describe(name, () => {
    test.use({ viewport, deviceScaleFactor });

    for (const [screen, url, selector] of [
      ['the home screen’s first card', '/', '.product-card__picture'],
      ['the product screen', '/product/1', '.carousel__frame img'],
    ] as const) {
      test(`${screen}: an AVIF of at most twice the pixels shown, fetched once`, async ({ page }) => {
        const fetched: string[] = [];
        page.on('request', (request) => {
          if (/\/images\/products\/[0-9a-f]{20}-/.test(request.url())) fetched.push(request.url());
        });
        await page.goto(`${shop.url}${url}`);
        const { src, shownWidth } = await shownPicture(page, selector);
        const fetchedByPage = [...fetched];
        const file = await fileOf(page, src);
        expect(file.type).toBe('image/avif');
        expect(src).toMatch(new RegExp(`-${file.width}\\.avif$`));
        expect(file.width).toBeGreaterThanOrEqual(shownWidth);
        // At most twice the pixels shown: for the same picture, √2 as wide.
        expect(file.width).toBeLessThanOrEqual(shownWidth * Math.SQRT2);
        expect(fetchedByPage.filter((url) => url.endsWith('.webp'))).toEqual([]);
        const pictures = fetchedByPage.map((url) => /([0-9a-f]{20})-/.exec(url)?.[1]);
        expect(new Set(pictures).size, `each picture once:\n${fetchedByPage.join('\n')}`).toBe(pictures.length);
      });
    }
  });
}
