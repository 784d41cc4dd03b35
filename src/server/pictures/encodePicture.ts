// One owner's photo into the picture store: checked, turned upright, stripped of its metadata (a
// phone photo's GPS position must never reach shoppers), and encoded as AVIF and WebP at the
// ladder's widths up to its own. Files are named by content hash, so a photo seen before is reused.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { PICTURE_WIDTHS, storedPictureName } from '../../pictureVariants';
import { inEnglish, type Words } from '../i18n/serverI18n';
import type { PictureStore } from './pictureStore';

/** Part of the hash: a change of encoding gives new names, never old files under a new recipe. */
const ENCODING = 'avif-q50-e3/webp-q75-e4/v1';
const MAX_MEGAPIXELS = 50;
/** The smallest card picture: a photo smaller on either side would only be blown up. */
const MIN_SIDE = PICTURE_WIDTHS[0] ?? 320;

const TAKEN = ['jpeg', 'png', 'webp'];

/**
 * A picture the import refuses: `reason` says why in words an owner can act on, as what follows the
 * file's name ("is not a picture (…)"): in English for the CLI, in its request's language for the staff's upload.
 */
export class PictureError extends Error {
  constructor(
    readonly file: string,
    readonly reason: Words,
  ) {
    super(`${file}: ${inEnglish(reason)}`);
  }
}

export interface StoredPicture {
  /** The largest WebP: the name the catalogue keeps (its URL is the product's `image`). */
  name: string;
  /** False when the store held every file already. */
  encoded: boolean;
}

const input = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_MEGAPIXELS * 1_000_000, failOn: 'error' });

async function readBytes(file: string, label: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new PictureError(label, (i18n) =>
      code === 'ENOENT'
        ? i18n._({ id: 'picture.problem.missing', message: 'there is no such file in the pictures folder' })
        : i18n._({
            id: 'picture.problem.unreadable',
            message: 'cannot be read ({code})',
            values: { code: String(code) },
          }),
    );
  }
}

/** The upright width of a picture that passes the checks that need no decoding. */
function checkedWidth(meta: Metadata, label: string): number {
  const avif = meta.format === 'heif' && meta.compression === 'av1';
  if (!TAKEN.includes(meta.format ?? '') && !avif)
    throw new PictureError(label, (i18n) =>
      i18n._({
        id: 'picture.problem.format',
        message: 'is a {format} picture; JPEG, PNG, WebP or AVIF are taken',
        values: { format: String(meta.format) },
      }),
    );
  const { width, height } = meta.autoOrient;
  if (width * height > MAX_MEGAPIXELS * 1_000_000)
    throw new PictureError(label, (i18n) =>
      i18n._({
        id: 'picture.problem.megapixels',
        message: 'has {megapixels} megapixels; at most {max} are taken',
        values: { megapixels: String(Math.round((width * height) / 1e6)), max: String(MAX_MEGAPIXELS) },
      }),
    );
  if (width < MIN_SIDE || height < MIN_SIDE)
    throw new PictureError(label, (i18n) =>
      i18n._({
        id: 'picture.problem.tooSmall',
        message: 'is {width}×{height} pixels; each side must be at least {min}',
        values: { width: String(width), height: String(height), min: String(MIN_SIDE) },
      }),
    );
  return width;
}

/** The header only: the pixel count is judged by checkedWidth, which says how many there are. */
async function metadataOf(bytes: Buffer, label: string): Promise<Metadata> {
  try {
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PictureError(label, (i18n) =>
      i18n._({ id: 'picture.problem.notPicture', message: 'is not a picture (JPEG, PNG, WebP or AVIF)' }),
    );
  }
}

/** Decodes once, upright, at the largest width; every size is made from this. */
async function uprightPixels(bytes: Buffer, width: number, label: string) {
  try {
    return await input(bytes).rotate().resize({ width }).raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  } catch (error) {
    const detail = (error as Error).message.trim();
    throw new PictureError(label, (i18n) =>
      i18n._({ id: 'picture.problem.undecodable', message: 'cannot be decoded ({detail})', values: { detail } }),
    );
  }
}

/** `file`: the owner's photo; `label`: its name as the catalogue gives it, for messages. */
export async function storePicture(file: string, label: string, store: PictureStore): Promise<StoredPicture> {
  return storePictureBytes(await readBytes(file, label), label, store);
}

/** A photo's bytes (a file's, or an upload's); every check and decode comes before the first write. */
export async function storePictureBytes(bytes: Buffer, label: string, store: PictureStore): Promise<StoredPicture> {
  const hash = createHash('sha256').update(ENCODING).update(bytes).digest('hex').slice(0, 20);
  const uprightWidth = checkedWidth(await metadataOf(bytes, label), label);
  const widths = PICTURE_WIDTHS.filter((width) => width <= uprightWidth);
  const largest = widths[widths.length - 1] ?? MIN_SIDE;
  const name = storedPictureName(hash, largest, 'webp');
  const names = widths.flatMap((width) => [
    storedPictureName(hash, width, 'avif'),
    storedPictureName(hash, width, 'webp'),
  ]);
  if (await store.hasAll(names)) return { name, encoded: false };

  const { data, info } = await uprightPixels(bytes, largest, label);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  // Largest WebP last: the name the catalogue keeps exists only once all its sizes do.
  for (const width of [...widths].reverse()) {
    const sized = () => sharp(data, raw).resize({ width });
    await store.write(
      storedPictureName(hash, width, 'avif'),
      await sized().avif({ quality: 50, effort: 3 }).toBuffer(),
    );
    if (width !== largest)
      await store.write(
        storedPictureName(hash, width, 'webp'),
        await sized().webp({ quality: 75, effort: 4 }).toBuffer(),
      );
  }
  await store.write(name, await sharp(data, raw).webp({ quality: 75, effort: 4 }).toBuffer());
  return { name, encoded: true };
}
