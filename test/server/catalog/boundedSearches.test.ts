// Many shoppers at once: a search reads at most its bound and says so when it stopped there, and a
// product is answered while costly searches are still running (they read off the event loop).
import type { PageOfProducts } from '@/contract';
import type { ProductInput } from '@/server/catalog/catalogInput';
import { createCatalogQueries } from '@/server/catalog/catalogQueries';
import { createCatalogSource } from '@/server/catalog/catalogSource';
import { importCatalog } from '@/server/catalog/importCatalog';
import { pauseSqliteSearchIndex } from '@/server/catalog/sqliteSearchIndexPause';
import { demoCatalog } from '@/server/db/demoCatalog';
import { migrateToLatest } from '@/server/db/migrations';
import { sql } from 'kysely';
import { until } from '../../support/eventually';
import { json, startTestApp, type TestApp } from '../support/testApp';
import { describeOnEachEngine, openTestDatabase, type TestDatabase } from '../support/testDatabase';

const BOUND = 100;
const category = demoCatalog.categories[0]!;

/** 300 chairs; `odd` puts a title holding "zq" at those list positions. */
function chairs(odd: Record<number, string> = {}): ProductInput[] {
  return Array.from({ length: 300 }, (_, position) => ({
    id: position + 1,
    title: odd[position] ?? `Stuhl ${position}`,
    price: 10,
    description: '',
    mark: 'M',
    category: category.catName,
    images: ['stuhl.webp'],
  }));
}

describeOnEachEngine('a search bounded to the first products on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await migrateToLatest(database.db);
    const products = chairs({ 40: 'Hocker zq früh', 250: 'Hocker zq spät' });
    await importCatalog(database.db, { categories: [category], products }, 'replace');
  });
  afterAll(() => database.dispose());

  it('answers the matches within its bound, marked as capped, and finds the rest with a larger bound', async () => {
    const bounded = createCatalogQueries(database.db, '/img/', { scanBound: BOUND });
    const page = await bounded.searchPage('zq', { offset: 0, limit: 24 });
    expect({ ...page, products: page.products.map((product) => product.title) }).toEqual({
      products: ['Hocker zq früh'],
      hasMore: false,
      matching: 1,
      matchingCapped: true,
    });
    const whole = await createCatalogQueries(database.db, '/img/', { scanBound: 1000 }).searchPage('zq', {
      offset: 0,
      limit: 24,
    });
    expect(whole.products.map((product) => product.title)).toEqual(['Hocker zq früh', 'Hocker zq spät']);
    expect(whole).toMatchObject({ matching: 2, matchingCapped: false });
  });

  it('says a term matching only past its bound may match, rather than that nothing does', async () => {
    const bounded = createCatalogQueries(database.db, '/img/', { scanBound: BOUND });
    // 99 chairs within the bound: a full page, and "99 or more".
    const frequent = await bounded.searchPage('hl', { offset: 0, limit: 24 });
    expect({ ...frequent, products: frequent.products.length }).toEqual({
      products: 24,
      hasMore: true,
      matching: 99,
      matchingCapped: true,
    });
    const late = await bounded.searchPage('sp', { offset: 0, limit: 24 });
    expect(late).toEqual({ products: [], hasMore: false, matching: 0, matchingCapped: true });
  });
});

describe('bounded searches through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ searchScanLimit: BOUND, searchRateLimit: 0 });
    await importCatalog(t.database.db, { categories: [category], products: chairs({ 250: 'Hocker zq' }) }, 'replace');
  });
  afterAll(() => t.close());

  it('answers a capped page: nothing found within the bound, more may match', async () => {
    const response = await t.inject('/api/products/page?q=zq&limit=24');
    expect(response.statusCode).toBe(200);
    expect(json<PageOfProducts>(response.body)).toMatchObject({ products: [], matching: 0, matchingCapped: true });
  });
});

/** `count` products written straight into SQLite (the search index rebuilt once): a catalogue that takes a search a while. */
async function manyProducts(database: TestDatabase, count: number): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const searchIndex = await pauseSqliteSearchIndex(trx);
    await sql`delete from products`.execute(trx);
    await sql`with recursive n(i) as (select 0 union all select i + 1 from n where i < ${count - 1})
      insert into products (id, title, price_cents, description, mark, category, position, search_title)
      select i + 1, 'Stuhl ' || i, 1000, '', 'M', ${category.catName}, i, 'stuhl ' || i from n`.execute(trx);
    await searchIndex.resume();
    await sql`update catalog_meta set version = version + 1, product_count = ${count}`.execute(trx);
  });
}

describe('a product while costly searches run (SQLite)', () => {
  const SEARCHES = 12;
  let t: TestApp;
  const events: string[] = [];
  let asked = 0;
  let answered = 0;
  beforeAll(async () => {
    t = await startTestApp({
      searchRateLimit: 0,
      searchSlots: { running: SEARCHES, waiting: 0 },
      fill: (database) => manyProducts(database, 200_000),
      // Notes when each search reaches the catalogue and when it is done; no search stops at a bound.
      catalogFor: (db) => {
        const source = createCatalogSource(db, '/img/', { scanBound: 1_000_000 });
        return {
          ...source,
          async searchPage(term, page, words) {
            asked += 1;
            try {
              return await source.searchPage(term, page, words);
            } finally {
              answered += 1;
              events.push('search answered');
            }
          },
        };
      },
    });
  });
  afterAll(() => t.close());

  // On the event loop, a search's reads would run from its start to its end in one go: no turn of the
  // loop would ever see one half done, and the product would wait behind all of them.
  it('is answered before the searches asked before it are all done', async () => {
    // Two letters found in no title: each search walks all 200,000 products.
    const searches = Array.from({ length: SEARCHES }, (_, i) =>
      t.inject(`/api/products/page?q=q${i % 10}&limit=${6 + i}`),
    );
    await until(() => asked > answered || answered === SEARCHES, Boolean, 1);
    expect({ searchesSeenRunning: asked > answered }).toEqual({ searchesSeenRunning: true });
    const product = await t.inject('/api/product/7');
    events.push('product answered');
    expect(product.statusCode).toBe(200);
    expect((await Promise.all(searches)).map((response) => response.statusCode)).toEqual(Array(SEARCHES).fill(200));
    expect(events.indexOf('product answered')).toBeLessThan(events.lastIndexOf('search answered'));
  });
});
