// catalog:import: replace and upsert work; any bad record or failing write leaves the catalogue
// exactly as it was; messages name the record and the field.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { CatalogInput } from '@/server/catalog/catalogInput';
import { createCatalogQueries } from '@/server/catalog/catalogQueries';
import { importCatalog } from '@/server/catalog/importCatalog';
import { createCatalogRepository } from '@/server/catalog/repository';
import { CatalogValidationError } from '@/server/catalog/validateCatalog';
import { CatalogWriteError } from '@/server/catalog/writeCatalog';
import { demoCatalog } from '@/server/db/demoCatalog';
import { shopScript } from '../../support/shopScript';
import {
  describeOnEachEngine,
  openSeededDatabase,
  driverTakesErrorConstructor,
  raiseSqliteErrorsFromAnotherRealm,
  type TestDatabase,
} from '../support/testDatabase';
import { allProducts } from '../support/allProducts';

const smallCatalog = (): CatalogInput => ({
  categories: [
    { catName: 'sofa', bgColor: '#f3e3d3', imageUrl: '/images/categories/sofa.svg' },
    { catName: 'lamp', bgColor: '#fff3c4', imageUrl: 'https://cdn.example.com/lamp.svg' },
  ],
  products: [
    {
      id: 10,
      title: 'Sofa Neu',
      price: 499.5,
      description: 'Ein Sofa.',
      mark: 'Wohnwerk',
      category: 'sofa',
      images: ['s-1.svg', 's-2.svg'],
    },
    {
      id: 11,
      title: 'Lampe Neu',
      price: 19,
      description: 'Eine Lampe.',
      mark: 'Lichthaus',
      category: 'lamp',
      images: ['l-1.svg'],
    },
  ],
});

/** Valid, but its write fails after the first rows: id 1 is the demo's 'drilling machine'. */
const fileWithTakenCategoryId = (): CatalogInput => {
  const file = smallCatalog();
  file.categories.push({ id: 1, catName: 'neue Kategorie', bgColor: '#abcdef', imageUrl: '/x.svg' });
  return file;
};

/** Everything a shopper could see, plus the version: two equal dumps mean nothing changed. */
async function dump(database: TestDatabase) {
  const repository = createCatalogRepository(database.db, '/');
  return {
    categories: await repository.listCategories(),
    products: await allProducts(database.db, '/'),
    version: await repository.catalogVersion(),
  };
}

describeOnEachEngine('catalogue import on %s', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openSeededDatabase(engine);
  });
  afterEach(() => database.dispose());

  it('replace: the shop holds exactly the file afterwards, and the version moves on', async () => {
    const before = await dump(database);
    await importCatalog(database.db, smallCatalog(), 'replace');
    const after = await dump(database);
    expect(after.categories.map((c) => c.catName)).toEqual(['sofa', 'lamp']);
    expect(after.products.map((p) => [p.id, p.title, p.price, p.images])).toEqual([
      [10, 'Sofa Neu', 499.5, ['/s-1.svg', '/s-2.svg']],
      [11, 'Lampe Neu', 19, ['/l-1.svg']],
    ]);
    expect(after.version).toBe(before.version + 1);
  });

  it('upsert: adds new records, updates known ones in place, keeps the rest', async () => {
    const file: CatalogInput = {
      categories: [{ catName: 'sofa', bgColor: '#000000', imageUrl: '/images/categories/sofa-neu.svg' }],
      products: [
        { ...demoCatalog.products[0]!, title: 'Geänderter Titel', price: 1.5, images: ['neu.svg'] },
        {
          id: 5000,
          title: 'Ganz neues Sofa',
          price: 999.99,
          description: 'Neu.',
          mark: 'X',
          category: 'sofa',
          images: ['n.svg'],
        },
      ],
    };
    await importCatalog(database.db, file, 'upsert');
    const { categories, products } = await dump(database);
    expect(categories).toHaveLength(9);
    expect(categories.find((c) => c.catName === 'sofa')).toMatchObject({
      bgColor: '#000000',
      imageUrl: '/images/categories/sofa-neu.svg',
    });
    expect(products).toHaveLength(demoCatalog.products.length + 1);
    expect(products[0]).toMatchObject({ id: 1, title: 'Geänderter Titel', price: 1.5, images: ['/neu.svg'] });
    expect(products.at(-1)).toMatchObject({ id: 5000, title: 'Ganz neues Sofa' });
  });

  // Pages are read by position while positions run 0…n−1 (catalogQueries.ts): an upsert keeps them so.
  it('upsert: new products follow the last one in file order, leaving no gap in the positions', async () => {
    const known = demoCatalog.products;
    const added = (id: number) => ({ ...known[0]!, id, title: `Neu ${id}` });
    const file: CatalogInput = {
      categories: [],
      products: [added(7001), { ...known[3]!, price: 2 }, added(7002), { ...known[5]!, price: 3 }, added(7003)],
    };
    await importCatalog(database.db, file, 'upsert');
    const { rows } = await sql<{ first: number; last: number; n: number | string }>`
      select min(position) as first, max(position) as last, count(*) as n from products`.execute(database.db);
    expect(rows.map((row) => [Number(row.first), Number(row.last), Number(row.n)])).toEqual([
      [0, known.length + 2, known.length + 3],
    ]);
    const queries = createCatalogQueries(database.db, '/');
    const tail = await queries.listPage({ offset: known.length - 1, limit: 10 });
    expect(tail.products.map((product) => product.id)).toEqual([known.at(-1)!.id, 7001, 7002, 7003]);
  });

  it('one bad record: nothing changes, and the message names the record and the field', async () => {
    const before = await dump(database);
    const file = smallCatalog();
    (file.products[1] as unknown as Record<string, unknown>).price = '19,99';
    await expect(importCatalog(database.db, file, 'replace')).rejects.toThrow(
      'products[1] (id 11): field \'price\' must be a number of euros from 0 with at most 2 decimals, got "19,99"',
    );
    expect(await dump(database)).toEqual(before);
  });

  it('the title search finds what a replace wrote and nothing it removed; later writes stay searchable', async () => {
    const queries = createCatalogQueries(database.db, '/');
    const found = async (term: string) =>
      (await queries.searchPage(term, { offset: 0, limit: 10 })).products.map((product) => product.id);
    expect(await found('bohr')).not.toEqual([]);

    const bad = smallCatalog();
    (bad.products[1] as unknown as Record<string, unknown>).price = 'x';
    await expect(importCatalog(database.db, bad, 'replace')).rejects.toThrow(CatalogValidationError);
    expect(await found('bohr')).not.toEqual([]);
    expect(await found('sofa neu')).toEqual([]);

    await importCatalog(database.db, smallCatalog(), 'replace');
    expect(await found('sofa neu')).toEqual([10]);
    expect(await found('bohr')).toEqual([]);

    const later = smallCatalog();
    later.products = [{ ...later.products[0]!, id: 12, title: 'Kommode Eiche' }];
    await importCatalog(database.db, later, 'upsert');
    expect(await found('kommode')).toEqual([12]);
  });

  it('a write that fails halfway (a category id taken by another category) is rolled back completely', async () => {
    const before = await dump(database);
    await expect(importCatalog(database.db, fileWithTakenCategoryId(), 'upsert')).rejects.toThrow(CatalogWriteError);
    expect(await dump(database)).toEqual(before);
  });
});

// Jest runs each test file in its own realm but loads better-sqlite3's native addon once per worker:
// from a worker's second file on, SQLite's errors are no `instanceof Error` of the file's realm.
// Simulated through better-sqlite3 12's addon (Node 20); on Node 22+ the Node-API build has no such hook.
(driverTakesErrorConstructor ? describe : describe.skip)(
  'catalogue import on sqlite, its driver raising errors of another realm',
  () => {
    let database: TestDatabase;
    let restoreErrors: () => void;
    beforeEach(async () => {
      database = await openSeededDatabase('sqlite');
      restoreErrors = raiseSqliteErrorsFromAnotherRealm();
    });
    afterEach(async () => {
      restoreErrors();
      await database.dispose();
    });

    it('a write that fails halfway still rejects with an Error here, and is rolled back completely', async () => {
      const driverError = await database.db
        .insertInto('categories')
        .values({ id: 1, cat_name: 'x', bg_color: '#000', image_url: '/x.svg', position: 0 })
        .execute()
        .catch((error: unknown) => error);
      expect(driverError instanceof Error).toBe(false); // the state the flaky runs were in
      const before = await dump(database);
      await expect(importCatalog(database.db, fileWithTakenCategoryId(), 'upsert')).rejects.toThrow(CatalogWriteError);
      expect(await dump(database)).toEqual(before);
    });
  },
);

/** A catalogue file as JSON.parse gives it, for spoiling one field at a time. */
type SpoilableFile = Record<'products' | 'categories', Array<Record<string, unknown>>>;

describe('catalogue validation', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openSeededDatabase('sqlite');
  });
  afterEach(() => database.dispose());
  const importing = (file: unknown) => importCatalog(database.db, file, 'replace');

  it.each<[string, (file: SpoilableFile) => void, string]>([
    ['a missing title', (f) => delete f.products[0]!.title, "products[0] (id 10): field 'title'"],
    ['a fractional cent', (f) => (f.products[0]!.price = 1.005), "products[0] (id 10): field 'price'"],
    ['a negative price', (f) => (f.products[1]!.price = -1), "products[1] (id 11): field 'price'"],
    ['a non-integer id', (f) => (f.products[1]!.id = 1.5), "products[1] (id 1.5): field 'id'"],
    ['a repeated id', (f) => (f.products[1]!.id = 10), "products[1] (id 10): field 'id' repeats the value of record 0"],
    [
      'five pictures',
      (f) => (f.products[0]!.images = ['a', 'b', 'c', 'd', 'e']),
      "products[0] (id 10): field 'images'",
    ],
    [
      'a picture path with a folder',
      (f) => (f.products[0]!.images = ['../secret.svg']),
      "products[0] (id 10): field 'images[0]'",
    ],
    ['an unknown category', (f) => (f.products[0]!.category = 'garden'), "products[0] (id 10): field 'category'"],
    ['a bad colour', (f) => (f.categories[1]!.bgColor = 'red; x'), 'categories[1] ("lamp"): field \'bgColor\''],
    [
      'a repeated category',
      (f) => (f.categories[1]!.catName = 'sofa'),
      'categories[1] ("sofa"): field \'catName\' repeats',
    ],
  ])('rejects %s, naming record and field', async (_case, spoil, expected) => {
    const file = smallCatalog() as unknown as SpoilableFile;
    spoil(file);
    const failure = await importing(file).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CatalogValidationError);
    expect((failure as Error).message).toContain(expected);
  });

  it('rejects a file that is not { categories, products }', async () => {
    await expect(importing([1, 2])).rejects.toThrow("lists 'categories' and 'products'");
  });

  it('accepts the demo catalogue', async () => {
    expect((await importing(demoCatalog)).products).toBe(demoCatalog.products.length);
  });
});

describe('npm run catalog:import', () => {
  it('imports a file into the configured SQLite database, and exits 1 with the message on a bad file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-import-cli-'));
    const file = path.join(dir, 'catalogue.json');
    const run = (args: string[]) =>
      spawnSync(...shopScript('src/server/catalog/importCli.ts', ...args), {
        env: { ...process.env, SQLITE_FILE: path.join(dir, 'shop.sqlite'), DATABASE_URL: '' },
        encoding: 'utf8',
      });
    try {
      writeFileSync(file, JSON.stringify(smallCatalog()));
      const good = run([file]);
      expect(good.stdout).toContain('Imported 2 categories and 2 products');
      expect(good.status).toBe(0);
      writeFileSync(file, JSON.stringify({ ...smallCatalog(), products: [{ id: 'x' }] }));
      const bad = run([file, '--mode', 'upsert']);
      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain('products[0] (id "x"): field \'id\'');
      expect(run([file, '--mode', 'merge']).stderr).toContain("--mode must be 'replace' or 'upsert'");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
