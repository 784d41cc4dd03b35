// A photo uploaded in the browser (issue 38, docs/staff.md "Photos"): a staff member chooses a sideways
// phone photo with a GPS position on a product's edit screen, makes it the main picture and saves; the
// product page, server-rendered and in the browser, serves it as AVIF and WebP through srcset, upright
// and without EXIF. Against the real server, its picture store and the Auth emulator. The product gets
// its own picture back at the end, as the other tests expect the demo catalogue.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { PICTURE_WIDTHS } from '@/pictureVariants';
import { phonePhoto } from '../../support/photoFiles';
import { expect, signInThroughForm, test } from '../support/accounts';
import { auditScreen } from '../support/screenAudit';
import { makeStaff } from '../support/staff';

/** 'Kuschelsocken für den Winter', one picture, far down the list: no other test looks at its pictures. */
const PRODUCT = 44;

const picturesGroup = (page: Page) => page.getByRole('group', { name: 'Pictures' });
async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/^Saved at/)).toBeVisible();
}

test('a photo uploaded in the browser is served as AVIF/WebP through srcset', async ({ page, shopper }) => {
  test.slow(); // a sign-in, the staff command and an encode on shared cores
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-photo-'));
  const photo = path.join(dir, 'IMG_20261126_101500.jpg');
  await phonePhoto(photo);
  await makeStaff(shopper);
  await signInThroughForm(page, shopper.email, shopper.password);

  await page.goto(`/admin/products/${PRODUCT}`);
  await expect(page.getByRole('heading', { name: new RegExp(`^Edit product ${PRODUCT}`) })).toBeVisible();
  await picturesGroup(page).getByLabel('Choose photos').setInputFiles(photo);
  const line = picturesGroup(page).getByRole('list', { name: 'Photos being added' }).getByRole('listitem');
  await expect(line).toContainText('IMG_20261126_101500.jpg');
  await expect(line).toContainText('Added', { timeout: 60_000 });
  const pictures = picturesGroup(page).getByRole('list', { name: 'Pictures, the main one first' });
  await expect(pictures.getByRole('listitem')).toHaveCount(2);
  const alt = (await pictures.getByRole('img').nth(1).getAttribute('alt')) ?? '';
  const hash = /: ([0-9a-f]{20})-1280\.webp$/.exec(alt)?.[1];
  expect(hash, alt).toBeDefined();
  await auditScreen(page, 'staff-photo-added');

  // Made the main picture, so the product page shows it first.
  await picturesGroup(page).getByRole('button', { name: 'Move up: picture 2 of 2' }).click();
  await expect(pictures.getByRole('img').first()).toHaveAttribute('alt', new RegExp(`^Main picture: ${hash}`));
  await save(page);

  try {
    const sources = (format: string) =>
      PICTURE_WIDTHS.map((width) => `/images/products/${hash}-${width}.${format} ${width}w`).join(',');
    // The server's own rendering of the page already offers both formats (React writes `srcSet`).
    const rendered = (await (await page.request.get(`/product/${PRODUCT}`)).text()).toLowerCase();
    expect(rendered).toContain(`srcset="${sources('avif')}"`);
    expect(rendered).toContain(`srcset="${sources('webp')}"`);

    await page.goto(`/product/${PRODUCT}`);
    const picture = page.getByRole('group', { name: /^Pictures of / }).locator('picture');
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', sources('avif'));
    const img = picture.locator('img');
    await expect(img).toHaveAttribute('srcset', sources('webp'));
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    const shown = await img.evaluate((element: HTMLImageElement) => ({
      src: element.currentSrc,
      wide: element.naturalWidth,
      high: element.naturalHeight,
    }));
    // Chromium takes AVIF, at a width the ladder has; the sideways photo stands upright.
    expect(shown.src).toMatch(new RegExp(`/images/products/${hash}-\\d{3,4}\\.avif$`));
    expect(shown.high / shown.wide).toBeCloseTo(4 / 3, 1);

    for (const format of ['avif', 'webp']) {
      const answer = await page.request.get(`/images/products/${hash}-640.${format}`);
      expect([answer.status(), answer.headers()['content-type']]).toEqual([200, `image/${format}`]);
      const meta = await sharp(await answer.body()).metadata();
      expect([meta.exif, meta.orientation]).toEqual([undefined, undefined]); // no GPS position, nothing to turn
    }
  } finally {
    await page.goto(`/admin/products/${PRODUCT}`);
    await picturesGroup(page).getByRole('button', { name: 'Remove: picture 1 of 2' }).click();
    await expect(pictures.getByRole('listitem')).toHaveCount(1);
    await save(page);
    rmSync(dir, { recursive: true, force: true });
  }
});
