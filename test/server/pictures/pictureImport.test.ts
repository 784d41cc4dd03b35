// Importing an owner's photos (catalog:import --images): real files made here with sharp. Good ones
// become upright AVIF and WebP at the ladder's widths with no metadata; each bad one is refused by
// name with its reason, and the store and the catalogue keep nothing of a refused import.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { encodePictures, PictureImportError } from '@/server/pictures/encodePictures';
import { PictureStore } from '@/server/pictures/pictureStore';
import { ownersFolder } from '../../support/photoFiles';
import { shopScript } from '../../support/shopScript';
import { allProducts } from '../support/allProducts';

jest.setTimeout(120_000);

let dir: string;
let photos: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'shop-pictures-'));
  photos = path.join(dir, 'photos');
  mkdirSync(photos);
  await ownersFolder(photos);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let storeNumber = 0;
const newStore = () => new PictureStore(path.join(dir, `store-${++storeNumber}`)).open();
const filesOf = (store: PictureStore) => readdirSync(store.dir).sort();

describe('encoding an owner’s photos', () => {
  let store: PictureStore;
  let stored: Map<string, string>;
  beforeAll(async () => {
    store = await newStore();
    stored = await encodePictures(['phone.jpg', 'lamp.png'], photos, store);
  });

  it('makes AVIF and WebP at the widths up to the photo’s own, named by content hash', () => {
    const phone = /^([0-9a-f]{20})-1280\.webp$/.exec(stored.get('phone.jpg') ?? '')?.[1];
    const lamp = /^([0-9a-f]{20})-640\.webp$/.exec(stored.get('lamp.png') ?? '')?.[1];
    expect(phone && lamp).toBeTruthy();
    const sizes = (hash: string | undefined, widths: number[]) =>
      widths.flatMap((width) => [`${hash}-${width}.avif`, `${hash}-${width}.webp`]);
    expect(filesOf(store)).toEqual(
      [...sizes(phone, [320, 480, 640, 960, 1280]), ...sizes(lamp, [320, 480, 640])].sort(),
    );
  });

  it('turns the sideways phone photo upright and keeps no EXIF, so no GPS position', async () => {
    const source = await sharp(path.join(photos, 'phone.jpg')).metadata();
    expect(source.orientation).toBe(6);
    expect(source.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD's tag
    const name = stored.get('phone.jpg') ?? '';
    for (const file of [name, name.replace('.webp', '.avif'), name.replace('-1280.webp', '-320.webp')]) {
      const picture = sharp(path.join(store.dir, file));
      const meta = await picture.metadata();
      expect([meta.format, meta.exif, meta.xmp, meta.orientation]).toEqual([
        file.endsWith('.avif') ? 'heif' : 'webp',
        undefined,
        undefined,
        undefined,
      ]);
      expect(meta.height / meta.width).toBeCloseTo(4 / 3, 2);
      const { data, info } = await picture.raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
      ];
      // Stored red left, blue right; orientation 6 is a quarter turn clockwise: red on top.
      const [red = 0, , blue = 0] = pixel(info.width / 2, 10);
      const [redBelow = 0, , blueBelow = 0] = pixel(info.width / 2, info.height - 10);
      expect([red > 200, blue < 60, redBelow < 60, blueBelow > 200]).toEqual([true, true, true, true]);
    }
  });

  it('keeps the PNG’s transparency', async () => {
    const avif = sharp(path.join(store.dir, (stored.get('lamp.png') ?? '').replace('.webp', '.avif')));
    expect((await avif.metadata()).hasAlpha).toBe(true);
    const { data } = await avif.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0); // the top-left corner is see-through
  });

  it('reuses the files of a photo it has seen, encoding nothing again', async () => {
    const before = filesOf(store).map((file) => statSync(path.join(store.dir, file)).mtimeMs);
    const progress: number[] = [];
    const again = await encodePictures(['lamp.png', 'phone.jpg'], photos, store, (p) => progress.push(p.encoded));
    expect(again).toEqual(stored);
    expect(progress).toEqual([0, 0]);
    expect(filesOf(store).map((file) => statSync(path.join(store.dir, file)).mtimeMs)).toEqual(before);
  });
});

describe('refusing a picture', () => {
  it.each([
    ['truncated.jpg', /truncated\.jpg: cannot be decoded \(.+\)/],
    ['notes.jpg', /notes\.jpg: is not a picture \(JPEG, PNG, WebP or AVIF\)/],
    ['bomb.png', /bomb\.png: has 900 megapixels; at most 50 are taken/],
    ['tiny.png', /tiny\.png: is 200×150 pixels; each side must be at least 320/],
    ['missing.jpg', /missing\.jpg: there is no such file in the pictures folder/],
  ])('%s: named with its reason, and the store keeps none of its files', async (name, reason) => {
    const store = await newStore();
    const error = await encodePictures([name], photos, store).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PictureImportError);
    expect((error as Error).message).toMatch(reason);
    expect(filesOf(store)).toEqual([]);
  });

  it('names every refused picture of an import at once', async () => {
    const error = await encodePictures(['notes.jpg', 'lamp.png', 'tiny.png'], photos, await newStore()).catch(
      (caught: Error) => caught,
    );
    expect((error as PictureImportError).problems).toEqual([
      expect.stringMatching(/^notes\.jpg: /),
      expect.stringMatching(/^tiny\.png: /),
    ]);
  });
});

describe('npm run catalog:import -- file.json --images DIR', () => {
  const catalogue = (images: string[][]) => ({
    categories: [{ catName: 'Sofa', bgColor: '#f3e3d3', imageUrl: '/images/categories/sofa.webp' }],
    products: images.map((files, index) => ({
      id: index + 1,
      title: `Product ${index + 1}`,
      price: 10,
      description: '',
      mark: 'Mark',
      category: 'Sofa',
      images: files,
    })),
  });

  it('stores the pictures and the catalogue; a bad picture changes neither the catalogue nor what it shows', async () => {
    const work = mkdtempSync(path.join(dir, 'cli-'));
    const env = {
      ...process.env,
      SQLITE_FILE: path.join(work, 'shop.sqlite'),
      IMAGE_DIR: path.join(work, 'store'),
      DATABASE_URL: '',
    };
    const file = path.join(work, 'catalogue.json');
    const run = (...args: string[]) =>
      spawnSync(...shopScript('src/server/catalog/importCli.ts', file, ...args), {
        env,
        encoding: 'utf8',
      });
    writeFileSync(file, JSON.stringify(catalogue([['lamp.png'], ['lamp.png', 'phone.jpg']])));
    const good = run('--images', photos);
    expect(good.stderr).toContain('2 of 2 pictures done (2 encoded)');
    expect(good.stdout).toContain('Imported 1 categories and 2 products');
    expect(good.status).toBe(0);
    const storedFiles = readdirSync(env.IMAGE_DIR).sort();
    expect(storedFiles).toHaveLength(16);

    writeFileSync(file, JSON.stringify(catalogue([['phone.jpg'], ['truncated.jpg']])));
    const bad = run('--images', photos);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(
      /1 picture\(s\) cannot be imported; nothing was changed:\n- truncated\.jpg: cannot be decoded/,
    );
    expect(readdirSync(env.IMAGE_DIR).sort()).toEqual(storedFiles);

    const { openDatabase } = await import('@/server/db/connection');
    const db = openDatabase({ databaseUrl: undefined, sqliteFile: env.SQLITE_FILE });
    try {
      const products = await allProducts(db, '/images/products/');
      expect(products.map((product) => product.images.length)).toEqual([1, 2]);
      expect(products[1]?.images[1]).toMatch(/^\/images\/products\/[0-9a-f]{20}-1280\.webp$/);
    } finally {
      await db.destroy();
    }
    expect(run('--images').stderr).toContain('--images needs the folder of the pictures.');
  });
});
