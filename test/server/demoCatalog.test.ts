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

  it('ships every picture it names, each a small square SVG', () => {
    for (const product of demoCatalog.products) {
      for (const file of product.images) expectSmallSquareSvg(path.join(publicDir, 'images', 'products', file));
    }
    for (const category of demoCatalog.categories) expectSmallSquareSvg(path.join(publicDir, category.imageUrl));
    for (const file of ['favicon.svg', 'images/logos/logo.svg']) expectSmallSquareSvg(path.join(publicDir, file));
    expect(existsSync(path.join(publicDir, 'images/logos/logo-wide.svg'))).toBe(true);
  });
});
