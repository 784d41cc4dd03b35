// Turns drawn SVG pictures into WebP files with the browser the project already uses for its
// tests (Debian's Chromium, or Playwright's own), so no image library has to be installed.
import { chromium } from '@playwright/test';
import { chromiumExecutable } from '../chromiumPath';

export interface RasterOptions {
  /** Width and height in pixels of the result (the SVG's own proportions). */
  width: number;
  height: number;
  /** WebP quality, 0 to 1. */
  quality: number;
}

/** The WebP bytes of each SVG, in the order given, all drawn at the same size. */
export async function rasteriseToWebp(svgs: readonly string[], { width, height, quality }: RasterOptions): Promise<Buffer[]> {
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage();
    const results: Buffer[] = [];
    for (const svg of svgs) {
      const base64 = await page.evaluate(
        async ({ svg, width, height, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
          const url = canvas.toDataURL('image/webp', quality);
          if (!url.startsWith('data:image/webp;')) throw new Error('this browser cannot encode WebP');
          return url.slice(url.indexOf(',') + 1);
        },
        { svg, width, height, quality },
      );
      results.push(Buffer.from(base64, 'base64'));
    }
    return results;
  } finally {
    await browser.close();
  }
}
