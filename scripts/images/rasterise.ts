// Turns drawn SVG pictures into WebP (or PNG) files with the browser the project already uses for
// its tests (Debian's Chromium, or Playwright's own), so no image library has to be installed.
import { chromium } from '@playwright/test';
import { chromiumExecutable } from '../chromiumPath';

export interface RasterOptions {
  /** Width and height in pixels of the result (the SVG's own proportions). */
  width: number;
  height: number;
  /** WebP quality, 0 to 1 (a PNG is lossless). */
  quality: number;
  /** WebP unless said otherwise. */
  type?: 'image/webp' | 'image/png';
}

/** The picture file bytes of each SVG, in the order given, all drawn at the same size. */
export async function rasterise(
  svgs: readonly string[],
  { width, height, quality, type = 'image/webp' }: RasterOptions,
): Promise<Buffer[]> {
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage();
    const results: Buffer[] = [];
    for (const svg of svgs) {
      const base64 = await page.evaluate(
        async ({ svg, width, height, quality, type }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
          const url = canvas.toDataURL(type, quality);
          if (!url.startsWith(`data:${type};`)) throw new Error(`this browser cannot encode ${type}`);
          return url.slice(url.indexOf(',') + 1);
        },
        { svg, width, height, quality, type },
      );
      results.push(Buffer.from(base64, 'base64'));
    }
    return results;
  } finally {
    await browser.close();
  }
}
