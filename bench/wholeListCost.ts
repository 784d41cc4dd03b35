// What keeping the whole product list costs a phone-class browser (docs/requirements.md §10.23):
// JSON.parse of GET /api/products's answer plus the folded titles the client's search keeps, in
// Chromium at 4× CPU slowdown, for catalogues of several sizes. Run: npx tsx bench/wholeListCost.ts
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumExecutable } from '../scripts/chromiumPath';
import { generateCatalog } from './support/catalogues';

const SIZES = [1_000, 2_000, 5_000, 10_000];
const RUNS = 7;

/** The API's answer for `count` products (pictures as full paths, as the shop answers them). */
function productListJson(count: number): string {
  const products = generateCatalog(count).products.map(({ images, ...product }) => ({
    ...product,
    image: `/images/products/${images[0]}`,
    images: images.map((file) => `/images/products/${file}`),
  }));
  return JSON.stringify(products);
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: ['--no-sandbox'] });
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  console.log(`products  JSON KiB  gzip KiB  parse+fold ms (median of ${RUNS})`);
  for (const size of SIZES) {
    const json = productListJson(size);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // The same work as api/shopApi.ts (parse, freeze) and search/titleFilter.ts (folded titles).
      times.push(
        await page.evaluate((text) => {
          const start = performance.now();
          const list = Object.freeze(JSON.parse(text) as Array<{ title: string }>);
          list.map(({ title }) =>
            title
              .toLowerCase()
              .replace(/ß/g, 'ss')
              .normalize('NFD')
              .replace(/[\u0300-\u036f]/g, ''),
          );
          return performance.now() - start;
        }, json),
      );
    }
    const median = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
    const kib = (bytes: number) => (bytes / 1024).toFixed(0).padStart(8);
    console.log(
      `${String(size).padStart(8)}  ${kib(json.length)}  ${kib(gzipSync(json).length)}  ${median.toFixed(0).padStart(14)}`,
    );
  }
  await browser.close();
}

void main();
