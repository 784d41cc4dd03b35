// catalog:import reads its file as a stream: the JSON object with its lists in either order, and JSON
// Lines; a bad record late in the file, or a file cut short, changes nothing.
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importCatalogRecords } from '@/server/catalog/importCatalog';
import { readCatalogFile } from '@/server/catalog/readCatalogFile';
import { createCatalogRepository } from '@/server/catalog/repository';
import { writeCatalogFile, type CatalogFileOptions } from '../../../bench/support/catalogFiles';
import { generatedProduct } from '../../../bench/support/catalogues';
import { describeOnEachEngine, openSeededDatabase, type TestDatabase } from '../support/testDatabase';
import { allProducts } from '../support/allProducts';

jest.setTimeout(60_000);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shop-import-file-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let fileNumber = 0;
async function catalogFile(count: number, options: CatalogFileOptions = {}): Promise<string> {
  const file = path.join(dir, `catalogue-${++fileNumber}.${options.format ?? 'json'}`);
  await writeCatalogFile(file, count, options);
  return file;
}

async function summary(database: TestDatabase) {
  const repository = createCatalogRepository(database.db, '/');
  const products = await allProducts(database.db, '/');
  return {
    categories: (await repository.listCategories()).length,
    products: products.length,
    first: products[0]?.title,
    last: products.at(-1)?.title,
    version: await repository.catalogVersion(),
  };
}

describeOnEachEngine('catalogue file import on %s', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openSeededDatabase(engine);
  });
  afterEach(() => database.dispose());

  const importFile = (file: string, onProgress?: (products: number) => void) =>
    importCatalogRecords(database.db, readCatalogFile(file).records, 'replace', onProgress);

  it.each<[string, CatalogFileOptions]>([
    ['JSON, categories first', {}],
    ['JSON, categories after the products', { categoriesLast: true }],
    ['JSON Lines', { format: 'jsonl' }],
  ])('%s: the shop holds exactly the file, in file order, and the version moves on once', async (_case, options) => {
    const before = await summary(database);
    const progress: number[] = [];
    const result = await importFile(await catalogFile(12_000, options), (products) => progress.push(products));
    expect(result).toEqual({ categories: 9, products: 12_000 });
    expect(progress).toEqual([10_000, 12_000]);
    expect(await summary(database)).toEqual({
      categories: 9,
      products: 12_000,
      first: generatedProduct(0).title,
      last: generatedProduct(11_999).title,
      version: before.version + 1,
    });
  });

  it.each<[string, CatalogFileOptions, string]>([
    [
      'an invalid last record of 5,000',
      { spoil: { index: 4999, change: (product) => ({ ...product, price: '12,50' }) } },
      'products[4999] (id 5000): field \'price\' must be a number of euros from 0 with at most 2 decimals, got "12,50"',
    ],
    [
      'a repeated id late in the file',
      { spoil: { index: 4999, change: (product) => ({ ...product, id: 7 }) } },
      "products[4999] (id 7): field 'id' repeats the value of record 6: 7",
    ],
    [
      'a product naming no category, the categories coming last',
      { categoriesLast: true, spoil: { index: 4000, change: (product) => ({ ...product, category: 'garden' }) } },
      `products[4000] (id 4001): field 'category' names no category of the file or the shop, got "garden"`,
    ],
    [
      'an invalid last line of a JSON Lines file',
      { format: 'jsonl', spoil: { index: 4999, change: (product) => ({ ...product, images: [] }) } },
      "products[4999] (id 5000): field 'images' must be a list of 1 to 4 picture file names, got []",
    ],
  ])('%s: nothing changes, and the message names the record', async (_case, options, message) => {
    const before = await summary(database);
    await expect(importFile(await catalogFile(5_000, options))).rejects.toThrow(message);
    expect(await summary(database)).toEqual(before);
  });

  it.each<[string, CatalogFileOptions, RegExp]>([
    ['JSON', {}, /catalogue-\d+\.json is not valid JSON \(.+\); nothing was changed/],
    ['JSON Lines', { format: 'jsonl' }, /line \d+: is not valid JSON/],
  ])('a %s file cut short changes nothing', async (_case, options, message) => {
    const before = await summary(database);
    const file = await catalogFile(5_000, options);
    truncateSync(file, 5_000 * 300); // inside the 5,000th product (about 340 bytes each)
    await expect(importFile(file)).rejects.toThrow(message);
    expect(await summary(database)).toEqual(before);
  });

  it('an empty file is refused', async () => {
    const file = path.join(dir, 'empty.json');
    writeFileSync(file, '');
    await expect(importFile(file)).rejects.toThrow('empty.json is not valid JSON');
  });

  it.each([
    ['a list', '[1, 2]'],
    ['an object without products', '{"categories": []}'],
  ])('a file that is %s is refused', async (_case, text) => {
    const before = await summary(database);
    const file = path.join(dir, 'not-a-catalogue.json');
    writeFileSync(file, text);
    await expect(importFile(file)).rejects.toThrow(
      "the file must be a JSON object with the lists 'categories' and 'products'",
    );
    expect(await summary(database)).toEqual(before);
  });

  it('a JSON Lines line that is neither a category nor a product is named', async () => {
    const file = path.join(dir, 'odd.jsonl');
    writeFileSync(file, `${JSON.stringify({ product: generatedProduct(0) })}\n\n{"item": {}}\n`);
    await expect(importFile(file)).rejects.toThrow(
      'line 3: must be an object with the one key "category" or "product"',
    );
  });
});
