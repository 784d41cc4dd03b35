// Real picture files made with sharp, as an owner's folder would hold them.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A 4000×3000 phone JPEG stored sideways (EXIF orientation 6) with a GPS position: red left, blue right as stored. */
export async function phonePhoto(file: string): Promise<void> {
  const red = await sharp({ create: { width: 2000, height: 3000, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toFile(file);
}

/** A 700×500 PNG, transparent but for a green square in the middle. */
async function transparentPng(file: string): Promise<void> {
  const square = await sharp({ create: { width: 200, height: 200, channels: 4, background: '#00ff00ff' } })
    .png()
    .toBuffer();
  await sharp({ create: { width: 700, height: 500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: square, left: 250, top: 150 }])
    .png()
    .toFile(file);
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 30000×30000 black PNG (900 megapixels) of about 100 KB: 1-bit grey, compressed zeros. */
function pixelBombPng(file: string, side = 30_000): void {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = deflateSync(Buffer.alloc((1 + Math.ceil(side / 8)) * side), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  writeFileSync(
    file,
    Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]),
  );
}

/** The folder of test pictures: good ones and every kind the import must refuse. */
export async function ownersFolder(dir: string): Promise<void> {
  await phonePhoto(path.join(dir, 'phone.jpg'));
  await transparentPng(path.join(dir, 'lamp.png'));
  const whole = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#808080' } })
    .jpeg()
    .toBuffer();
  writeFileSync(path.join(dir, 'truncated.jpg'), whole.subarray(0, Math.floor(whole.length / 2)));
  writeFileSync(path.join(dir, 'notes.jpg'), 'Shopping list: milk, eggs\n');
  pixelBombPng(path.join(dir, 'bomb.png'));
  await sharp({ create: { width: 200, height: 150, channels: 3, background: '#808080' } })
    .png()
    .toFile(path.join(dir, 'tiny.png'));
}

/**
 * A photo-like JPEG (smooth shading with fine grain, as a camera gives): what the size figures are
 * measured on. Flat colour would compress to nothing and noise would not compress at all.
 */
export async function typicalPhoto(file: string, seed: number, width = 4000, height = 3000): Promise<void> {
  const small = { width: Math.round(width / 40), height: Math.round(height / 40) };
  const shading = await sharp({
    create: {
      ...small,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 110 + seed * 20, sigma: 60 },
    },
  })
    .blur(3)
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 14 } },
  })
    .blur(0.8)
    .png()
    .toBuffer();
  await sharp(shading.data, { raw: shading.info })
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toFile(file);
}
