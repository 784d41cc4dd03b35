// The demo catalogue is what a first visitor sees: it must be complete, believable, and every
// picture it names must exist, be square and stay small.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importCatalog } from '@/server/catalog/importCatalog';
import { demoCatalog } from '@/server/db/demoCatalog';
import { openSeededDatabase } from '../support/testDatabase';

const publicDir = path.resolve(__dirname, '../../../public');

/** Width and height from a WebP file's header (simple lossy, lossless or extended format). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
  expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  expect(chunk).toBe('VP8 ');
  return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
}

/** A WebP of that size under 16 kB: a picture a phone on a slow network loads for every card or tile. */
function expectSmallWebp(file: string, width: number, height = width): void {
  expect(existsSync(file)).toBe(true);
  const bytes = readFileSync(file);
  expect(bytes.length).toBeLessThan(16 * 1024);
  expect(webpSize(bytes)).toEqual({ width, height });
}

describe('demo catalogue', () => {
  it('is a valid import file with the nine categories and at least 45 products', async () => {
    const database = await openSeededDatabase('sqlite');
    try {
      const imported = await importCatalog(database.db, demoCatalog, 'replace');
      expect(imported.categories).toBe(9);
      expect(imported.products).toBeGreaterThanOrEqual(45);
    } finally {
      await database.dispose();
    }
  });

  it('has German titles, many longer than 20 characters and with umlauts, and prices with cents', () => {
    const titles = demoCatalog.products.map((p) => p.title);
    expect(titles.filter((title) => title.length > 20).length).toBeGreaterThan(titles.length / 2);
    expect(titles.some((title) => /[äöüß]/.test(title))).toBe(true);
    expect(demoCatalog.products.filter((p) => p.price >= 1000).length).toBeGreaterThanOrEqual(3);
    expect(demoCatalog.products.some((p) => !Number.isInteger(p.price))).toBe(true);
    for (const product of demoCatalog.products) {
      expect(product.description.split(/[.!?](\s|$)/).filter((s) => s.trim()).length).toBeGreaterThanOrEqual(1);
      expect(product.mark).not.toBe('');
    }
  });

  it('puts products of every category into the first nine cards', () => {
    const firstCategories = new Set(demoCatalog.products.slice(0, 9).map((p) => p.category));
    expect(firstCategories.size).toBe(9);
  });

  it('ships every product picture it names, each a small square WebP of 800 pixels', () => {
    for (const product of demoCatalog.products) {
      for (const file of product.images) expectSmallWebp(path.join(publicDir, 'images', 'products', file), 800);
    }
  });

  // Pictures a page shows are raster (the browser decodes them off the main thread; an SVG picture
  // is a document of its own on it), each at 3× its largest size in CSS pixels.
  it('ships the category pictures (480 pixels, for tiles up to 160 CSS px) and the logos as small WebP pictures', () => {
    for (const category of demoCatalog.categories) {
      expect(category.imageUrl).toMatch(/^\/images\/categories\/[a-z-]+\.webp$/);
      expectSmallWebp(path.join(publicDir, category.imageUrl), 480);
    }
    expectSmallWebp(path.join(publicDir, 'images/logos/logo.webp'), 120);
    expectSmallWebp(path.join(publicDir, 'images/logos/logo-wide.webp'), 450, 120);
  });

  it('ships the favicon as a small 64-pixel PNG, the format every browser takes for it', () => {
    const bytes = readFileSync(path.join(publicDir, 'favicon.png'));
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
    expect({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }).toEqual({ width: 64, height: 64 });
    expect(bytes.length).toBeLessThan(4 * 1024);
  });
});
