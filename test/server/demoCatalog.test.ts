// The demo catalogue is what a first visitor sees: it must be complete, believable, and every
// picture it names must exist, be square and stay small.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateCatalog } from '../../src/server/catalog/validateCatalog';
import { demoCatalog } from '../../src/server/db/demoCatalog';

const publicDir = path.resolve(__dirname, '../../public');

function expectSmallSquareSvg(file: string): void {
  expect(existsSync(file)).toBe(true);
  const svg = readFileSync(file, 'utf8');
  expect(svg.length).toBeLessThan(3 * 1024);
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
}

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

function expectSmallSquareWebp(file: string): void {
  expect(existsSync(file)).toBe(true);
  const bytes = readFileSync(file);
  // A picture a phone on a slow network loads for every card: a few kilobytes.
  expect(bytes.length).toBeLessThan(16 * 1024);
  expect(webpSize(bytes)).toEqual({ width: 800, height: 800 });
}

describe('demo catalogue', () => {
  it('is a valid import file with the nine categories and at least 45 products', () => {
    const catalog = validateCatalog(demoCatalog);
    expect(catalog.categories).toHaveLength(9);
    expect(catalog.products.length).toBeGreaterThanOrEqual(45);
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
      for (const file of product.images) expectSmallSquareWebp(path.join(publicDir, 'images', 'products', file));
    }
  });

  it('ships the category pictures, the logos and the favicon as small square SVG drawings', () => {
    for (const category of demoCatalog.categories) expectSmallSquareSvg(path.join(publicDir, category.imageUrl));
    for (const file of ['favicon.svg', 'images/logos/logo.svg']) expectSmallSquareSvg(path.join(publicDir, file));
    expect(existsSync(path.join(publicDir, 'images/logos/logo-wide.svg'))).toBe(true);
  });
});
