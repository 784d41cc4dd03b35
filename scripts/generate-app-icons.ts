// The web app manifest's icons (public/icons/), drawn from the favicon's vector source so they stay
// sharp at 512 px. The maskable one has a full-bleed background and the mark inside the central 80 %
// (the safe zone a launcher's mask never cuts). Run: npx tsx scripts/generate-app-icons.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { favicon } from './images/logos';

const BACKGROUND = '#1f3a5f';
const iconsDir = path.resolve(__dirname, '..', 'public', 'icons');

/** The favicon drawn at 64 % of a full square of its own background colour. */
const maskable = (): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">` +
  `<rect width="100" height="100" fill="${BACKGROUND}"/>` +
  favicon().replace('<svg ', '<svg x="18" y="18" ') +
  `</svg>`;

const icons = [
  { file: 'icon-192.png', svg: favicon(), size: 192 },
  { file: 'icon-512.png', svg: favicon(), size: 512 },
  { file: 'icon-maskable-512.png', svg: maskable(), size: 512 },
];

async function main(): Promise<void> {
  mkdirSync(iconsDir, { recursive: true });
  for (const { file, svg, size } of icons) {
    const png = await sharp(Buffer.from(svg), { density: 72 * (size / 64) })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();
    writeFileSync(path.join(iconsDir, file), png);
  }
  console.log(`wrote ${icons.length} app icons to ${iconsDir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
