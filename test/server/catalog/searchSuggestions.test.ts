// Issue 35's table on the demo shop, on every engine: German spellings find their products, a typo
// gets a "Did you mean" from the catalogue's own words, and words in any order find their titles.
import type { PageOfProducts } from '@/contract';
import { createCatalogQueries, type CatalogQueries } from '@/server/catalog/catalogQueries';
import { importCatalog } from '@/server/catalog/importCatalog';
import { demoCatalog } from '@/server/db/demoCatalog';
import { migrateToLatest } from '@/server/db/migrations';
import { runUpkeep } from '@/server/db/upkeep/upkeepJobs';
import { sql } from 'kysely';
import { describeOnEachEngine, openSeededDatabase, type Engine, type TestDatabase } from '../support/testDatabase';
import { json, startTestApp, type TestApp } from '../support/testApp';

const firstPage = { offset: 0, limit: 24 };

describeOnEachEngine('Search that forgives, on the demo shop on %s', (engine: Engine) => {
  let database: TestDatabase;
  let queries: CatalogQueries;
  beforeAll(async () => {
    database = await openSeededDatabase(engine);
    queries = createCatalogQueries(database.db, '/img/');
  });
  afterAll(() => database.dispose());

  const ids = async (term: string, words?: 'all') =>
    (await queries.searchPage(term, firstPage, words)).products.map((product) => product.id);

  it.each([
    ['kopfhoerer', [12]],
    ['tennisschlaeger', [24]],
    ['groesse', [6, 22, 33]],
  ])('%s finds its products', async (term, found) => {
    expect(await ids(term)).toEqual(found);
  });

  it.each([
    ['bohrschraber', { term: 'bohrschrauber', words: 'phrase', matching: 2, matchingCapped: false }],
    ['wasserkocer', { term: 'wasserkocher', words: 'phrase', matching: 1, matchingCapped: false }],
    ['sessel samt', { term: 'sessel samt', words: 'all', matching: 2, matchingCapped: false }],
  ])('%s finds nothing and suggests what finds its products', async (term, suggestion) => {
    const page = await queries.searchPage(term, firstPage);
    expect(page).toMatchObject({ products: [], matching: 0, suggestions: [suggestion] });
    expect(await ids(suggestion.term, suggestion.words === 'all' ? 'all' : undefined)).toHaveLength(
      suggestion.matching,
    );
  });

  it('finds the titles holding every word, in any order', async () => {
    expect(await ids('samt sessel', 'all')).toEqual([32, 39]);
    expect(await ids('SESSEL   samt', 'all')).toEqual([32, 39]);
    expect(await ids('samt sessel')).toEqual([]);
  });

  it('an oe or ue that is no umlaut is still found as the substring rule finds it', async () => {
    const titles = ['Poesie Band', 'Aloe Vera Gel', 'Neue Quelle Wasser'];
    await importCatalog(
      database.db,
      { categories: [], products: titles.map((title, at) => ({ ...demoCatalog.products[0]!, id: 800 + at, title })) },
      'upsert',
    );
    expect(await ids('poesie')).toEqual([800]);
    expect(await ids('poes')).toContain(800); // as 'pos' finds it, with other titles holding 'pos'
    expect(await ids('aloe vera')).toEqual([801]);
    expect(await ids('neue quelle')).toEqual([802]);
    expect(await ids('Quelle')).toEqual([802]);
  });

  it('forgives no typo in a word of four letters, and suggests nothing that finds nothing', async () => {
    expect((await queries.searchPage('smat', firstPage)).suggestions).toEqual([]);
    expect((await queries.searchPage('xylophon', firstPage)).suggestions).toEqual([]);
  });

  it('suggests only on a first page that found nothing', async () => {
    expect((await queries.searchPage('bohrschrauber', firstPage)).suggestions).toBeUndefined();
    expect((await queries.searchPage('bohrschraber', { offset: 6, limit: 6 })).suggestions).toBeUndefined();
  });
});

describeOnEachEngine('The word list follows every import on %s', (engine: Engine) => {
  let database: TestDatabase;
  let queries: CatalogQueries;
  beforeEach(async () => {
    database = await openSeededDatabase(engine);
    queries = createCatalogQueries(database.db, '/img/');
  });
  afterEach(() => database.dispose());

  const suggested = async (term: string) =>
    ((await queries.searchPage(term, firstPage)).suggestions ?? []).map((one) => `${one.term} ${one.matching}`);
  const product = (id: number, title: string) => ({ ...demoCatalog.products[0]!, id, title });
  /** How many products the word list says hold the word (0: not listed). */
  const listed = async (word: string) =>
    Number(
      (await database.db.selectFrom('search_words').select('products').where('word', '=', word).executeTakeFirst())
        ?.products ?? 0,
    );

  it('learns the words an upsert adds and forgets those it removes', async () => {
    expect(await suggested('hangematte')).toEqual([]);
    await importCatalog(
      database.db,
      { categories: [], products: [product(900, 'Hängematte aus Baumwolle')] },
      'upsert',
    );
    expect(await suggested('hangemate')).toEqual(['hängematte 1']);
    await importCatalog(database.db, { categories: [], products: [product(900, 'Sitzsack aus Cord')] }, 'upsert');
    expect(await suggested('hangemate')).toEqual([]);
    expect(await listed('hangematte')).toBe(0);
    expect(await suggested('sitzsak')).toEqual(['sitzsack 1']);
    // A word still in other titles stays, counted one less.
    expect(await listed('bohrschrauber')).toBe(2);
    await importCatalog(database.db, { categories: [], products: [product(1, 'Akku-Schrauber')] }, 'upsert');
    expect(await listed('bohrschrauber')).toBe(1);
    expect(await suggested('bohrschraber')).toEqual(['bohrschrauber 1']);
  });

  it('is filled from the titles there are after its migration', async () => {
    await database.db.deleteFrom('search_word_grams').execute();
    await database.db.deleteFrom('search_words').execute();
    await sql`delete from kysely_migration where name >= '2026-11-26-009-word-list'`.execute(database.db);
    expect(await suggested('bohrschraber')).toEqual([]);
    await migrateToLatest(database.db);
    expect(await listed('bohrschrauber')).toBe(0); // left to the shop, once it answers
    await runUpkeep(database.db);
    expect(await listed('bohrschrauber')).toBe(2);
    expect(await suggested('bohrschraber')).toEqual(['bohrschrauber 2']);
  });

  it('says 1000+ for a correction listed in more products than a count goes to', async () => {
    const bowls = Array.from({ length: 1001 }, (_, at) => product(2000 + at, `Keramik Schale ${at}`));
    await importCatalog(database.db, { categories: [], products: bowls }, 'upsert');
    expect(await listed('keramik')).toBe(1002); // and the demo shop's Tischleuchte
    expect((await queries.searchPage('keramk', firstPage)).suggestions).toEqual([
      { term: 'keramik', words: 'phrase', matching: 1000, matchingCapped: true },
    ]);
  });

  it('keeps only the words of the catalogue a replace brings', async () => {
    await importCatalog(
      database.db,
      { categories: demoCatalog.categories, products: [product(1, 'Sitzsack aus Cord')] },
      'replace',
    );
    expect(await suggested('bohrschraber')).toEqual([]);
    expect(await listed('bohrschrauber')).toBe(0);
    expect(await suggested('sitzsak')).toEqual(['sitzsack 1']);
  });
});

describeOnEachEngine('The search API suggests, on %s', (engine: Engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ engine, searchRateLimit: 0 });
  });
  afterAll(() => t.close());

  it('carries the suggestions of a search that found nothing', async () => {
    const response = await t.inject('/api/products/page?q=bohrschraber');
    expect(response.statusCode).toBe(200);
    expect(json<PageOfProducts>(response.body)).toMatchObject({
      term: 'bohrschraber',
      matching: 0,
      products: [],
      suggestions: [{ term: 'bohrschrauber', words: 'phrase', matching: 2, matchingCapped: false }],
    });
  });

  it('searches every word in any order with words=all', async () => {
    const page = json<PageOfProducts>((await t.inject('/api/products/page?q=samt%20sessel&words=all')).body);
    expect(page).toMatchObject({ term: 'samt sessel', words: 'all', matching: 2 });
    expect(page.products.map((product) => product.id)).toEqual([32, 39]);
    expect(page).not.toHaveProperty('suggestions');
  });

  it('refuses another words mode with a JSON 400', async () => {
    const response = await t.inject('/api/products/page?q=samt&words=some');
    expect(response.statusCode).toBe(400);
    expect(json<{ error: string }>(response.body).error).toBe('bad_request');
  });
});
