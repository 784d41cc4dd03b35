// `npm run bench:pictures -- [count]`: encodes `count` (default 8) photo-like 4000×3000 camera JPEGs
// the way `catalog:import --images` does, and prints pictures per second (first import, then the same
// photos again, which are reused), and the bytes of the LCP picture before (the photo as the owner
// had to host it) and after (the file a phone's or a desktop's <picture> chooses).
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PICTURE_WIDTHS } from '../src/pictureVariants';
import { encodePictures } from '../src/server/pictures/encodePictures';
import { pictureProgressLine } from '../src/server/catalog/importPictures';
import { PictureStore } from '../src/server/pictures/pictureStore';
import { typicalPhoto } from '../test/support/photoFiles';

/** The srcset's choice: the smallest width covering the `sizes` slot in device pixels. */
const chosenWidth = (slotCssPx: number, dpr: number, largest: number): number =>
  PICTURE_WIDTHS.find((width) => width >= slotCssPx * dpr && width <= largest) ?? largest;

/** What each screen's `sizes` gives (src/pictureVariants.ts, src/productPictureSizes.ts). */
const SCREENS = [
  { screen: 'phone 412 px, DPR 2: home card (50vw)', slot: 206, dpr: 2 },
  { screen: 'phone 412 px, DPR 2: product screen (100vw)', slot: 412, dpr: 2 },
  { screen: 'desktop 1280 px, DPR 1: home card (23rem)', slot: 368, dpr: 1 },
  { screen: 'desktop 1280 px, DPR 1: product screen (35rem)', slot: 560, dpr: 1 },
];

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 8);
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-pictures-'));
  try {
    const photos = path.join(dir, 'photos');
    mkdirSync(photos);
    process.stderr.write(`Making ${count} photo-like 4000×3000 JPEGs…\n`);
    await typicalPhoto(path.join(photos, 'base.jpg'), 1);
    const names = Array.from({ length: count }, (_, index) => `photo-${index}.jpg`);
    // Each a little brighter: other bytes, so none is reused, at the same cost to encode.
    for (const [index, name] of names.entries()) {
      await sharp(path.join(photos, 'base.jpg'))
        .modulate({ brightness: 1 + index * 0.01 })
        .jpeg({ quality: 90 })
        .toFile(path.join(photos, name));
    }

    const store = await new PictureStore(path.join(dir, 'store')).open();
    const timed = async (label: string) => {
      const started = performance.now();
      const stored = await encodePictures(names, photos, store, (progress) =>
        process.stderr.write(`${pictureProgressLine(progress, (performance.now() - started) / 1000)}\n`),
      );
      const seconds = (performance.now() - started) / 1000;
      console.log(`${label}: ${count} pictures in ${seconds.toFixed(1)} s, ${(count / seconds).toFixed(2)} pictures/s`);
      return stored;
    };
    console.log(`sharp ${sharp.versions.sharp}, ${availableParallelism()} cores, one picture per core`);
    const stored = await timed('first import (encoded)');
    await timed('same photos again (reused)');

    const photoBytes = statSync(path.join(photos, names[0] ?? '')).size;
    const name = stored.get(names[0] ?? '') ?? '';
    const [, hash, largest] = /^([0-9a-f]{20})-(\d+)\.webp$/.exec(name) ?? [];
    const size = (width: number, format: string) => statSync(path.join(store.dir, `${hash}-${width}.${format}`)).size;
    console.log(`\nLCP picture bytes, before: the hosted photo itself, ${kB(photoBytes)} on every screen`);
    console.log('after (AVIF as chosen; WebP for browsers without AVIF):');
    for (const { screen, slot, dpr } of SCREENS) {
      const width = chosenWidth(slot, dpr, Number(largest));
      console.log(`  ${screen}: ${width} px, ${kB(size(width, 'avif'))} (WebP ${kB(size(width, 'webp'))})`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
