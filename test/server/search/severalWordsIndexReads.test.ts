// A term of several words whose words are frequent but never stand together (or never share a title)
// is answered from the index once, counted, not timed: the statements it runs, what each reads of the
// index (SQLite: the FTS5 entries of the terms it asks for; PostgreSQL: the rows its plan reads).
import type { ProductInput } from '@/server/catalog/catalogInput';
import { importCatalog } from '@/server/catalog/importCatalog';
import { migrateToLatest } from '@/server/db/migrations';
import { createTitleSearchIndex, type TitleSearchIndex } from '@/server/search/titleSearchQueries';
import { needlesOf } from '@/titleSearch/titleWords';
import { sql, type CompiledQuery, type KyselyPlugin } from 'kysely';
import { describeOnEachEngine, openTestDatabase, type Engine, type TestDatabase } from '../support/testDatabase';

const category = { catName: 'sale', bgColor: '#ffffff', imageUrl: '/images/categories/sale.webp' };
/** Titles holding both words, never side by side: what an index of the words alone cannot rule out. */
const BOTH = 200;
/** Titles holding one of the words each. */
const EACH = 800;
/** Titles holding neither: a catalogue large enough that PostgreSQL's planner weighs its index against a walk. */
const OTHERS = 20_000;

/** Titles where 'sofa' meets 'co' as in 'sofa cord' (1,000 titles), but not as the phrase 'sofa cord'. */
const COUCHES = 30;

/** 'sofa' and 'kompakt' each in 1,000 titles, together in 200 but never as the phrase; 'sessel' in 400. */
function catalogue(): ProductInput[] {
  const titles = [
    ...Array.from({ length: EACH }, (_, n) => `Sofa Cord ${n}`),
    ...Array.from({ length: EACH }, (_, n) => `Leuchte kompakt ${n}`),
    ...Array.from({ length: BOTH }, (_, n) => `Sofa Cord kompakt ${n}`),
    ...Array.from({ length: 400 }, (_, n) => `Sessel Samt ${n}`),
    ...Array.from({ length: OTHERS }, (_, n) => `Stuhl Eiche ${n}`),
    ...Array.from({ length: COUCHES }, (_, n) => `Sofa Couch ${n}`),
  ];
  return titles.map((title, index) => ({
    id: index + 1,
    title,
    price: 10,
    description: '',
    mark: 'M',
    category: category.catName,
    images: ['sofa.webp'],
  }));
}

/** A search index whose statements are recorded as they are sent. */
function recordedIndex(database: TestDatabase, statements: CompiledQuery[]): TitleSearchIndex {
  const executor = database.db.getExecutor();
  const recorder: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      statements.push(executor.compileQuery(node, queryId));
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  return createTitleSearchIndex(database.db.withPlugin(recorder), {
    scanBound: 100_000,
    countCap: 1001,
    lastPosition: () => Promise.resolve(catalogue().length - 1),
  });
}

/** SQLite: the FTS5 query a statement sends, if any. */
const ftsQueryOf = (statement: CompiledQuery) =>
  statement.parameters.find((value): value is string => typeof value === 'string' && value.startsWith('"'));

/** SQLite: the index entries an FTS5 query reads: its trigrams' entries (a phrase or AND reads each term's list). */
async function ftsEntriesRead(database: TestDatabase, query: string | undefined): Promise<number> {
  if (query === undefined) return 0;
  const trigrams = [...query.matchAll(/"((?:[^"]|"")*)"/g)].flatMap(([, phrase]) => {
    const letters = [...(phrase ?? '').replaceAll('""', '"')];
    return letters.slice(2).map((_, at) => letters.slice(at, at + 3).join(''));
  });
  let entries = 0;
  for (const trigram of trigrams) {
    const { rows } = await sql<{ doc: number }>`select doc from search_vocab where term = ${trigram}`.execute(
      database.db,
    );
    entries += Number(rows[0]?.doc ?? 0);
  }
  return entries;
}

/** PostgreSQL: the table rows a statement's plan reads (returned, or removed by its filter or recheck). */
async function rowsRead(database: TestDatabase, statement: CompiledQuery): Promise<number> {
  const explained = sql.raw<{ 'QUERY PLAN': unknown }>(`explain (analyze, format json) ${statement.sql}`);
  const { rows } = await database.db.executeQuery<{ 'QUERY PLAN': unknown }>({
    ...explained.compile(database.db),
    parameters: statement.parameters,
  });
  const sum = (node: Record<string, unknown>): number => {
    const scans = /Scan/.test(String(node['Node Type'])) && node['Node Type'] !== 'Bitmap Index Scan';
    const own = scans
      ? Number(node['Actual Rows'] ?? 0) +
        Number(node['Rows Removed by Filter'] ?? 0) +
        Number(node['Rows Removed by Index Recheck'] ?? 0)
      : 0;
    return own + ((node.Plans as Array<Record<string, unknown>> | undefined) ?? []).reduce((n, p) => n + sum(p), 0);
  };
  const plan = rows[0]?.['QUERY PLAN'] as Array<{ Plan: Record<string, unknown> }>;
  return plan.reduce((n, each) => n + sum(each.Plan), 0);
}

describeOnEachEngine('a term of several frequent words on %s', (engine: Engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await migrateToLatest(database.db);
    await importCatalog(database.db, { categories: [category], products: catalogue() }, 'replace');
    if (engine === 'sqlite')
      await sql`create virtual table search_vocab using fts5vocab(products_search, 'row')`.execute(database.db);
    else await sql`analyze products`.execute(database.db);
  });
  afterAll(() => database.dispose());

  it.each([
    ['the phrase', 'sofa kompakt', 'phrase'],
    ['all the words', 'sessel kompakt', 'all'],
  ] as const)('%s found in no title reads the index once, not the catalogue (%s)', async (_, term, words) => {
    const statements: CompiledQuery[] = [];
    const index = recordedIndex(database, statements);
    const needles = needlesOf(term, words);
    // As a search page asks: its matches, then their count unless the same read found it.
    const found = await index.matchingIds(needles, 24, 25);
    const { count } = found.count ?? (await index.countMatches(needles, 1001));
    expect({ ...found, count }).toMatchObject({ ids: [], stopped: false, count: 0 });
    // One statement: on SQLite the count of the candidates where the words meet (or of all the words),
    // which finds none here, so none is looked up; on PostgreSQL the matches, read from the index.
    expect(statements.map((each) => each.sql)).toHaveLength(1);
    const read = await Promise.all(
      statements.map((each) =>
        engine === 'sqlite' ? ftsEntriesRead(database, ftsQueryOf(each)) : rowsRead(database, each),
      ),
    );
    const total = read.reduce((n, each) => n + each, 0);
    if (engine === 'postgres') {
      // Of the catalogue's 22,200 rows, the trigram indexes leave at most the titles holding both words
      // (the planner may take the index of where a phrase's words meet, 'faqko', which leaves none).
      expect(total).toBeLessThanOrEqual(BOTH);
      return;
    }
    // SQLite reads its words' index entries at most once (a phrase: only where its words would meet,
    // 'fa ko'), where it read them once a statement before, four or five times.
    const wholeTermOnce = await ftsEntriesRead(database, needles.map((needle) => `"${needle}"`).join(' AND '));
    expect({ total, within: total <= wholeTermOnce }).toEqual({ total, within: true });
    if (words === 'phrase') expect(total).toBeLessThanOrEqual(2 * (EACH + BOTH + COUCHES));
  });

  it('a phrase whose words meet in more titles than it is in is still found whole, and counted exactly', async () => {
    // 'fa co', where its words meet, is in the 1,000 'Sofa Cord' titles too; the phrase 'sofa couch' only
    // in 30. With a count's cap of 50, PostgreSQL checks 102 of those candidates, finds no match among
    // them, and then reads the words' own index.
    const index = createTitleSearchIndex(database.db, {
      scanBound: 100_000,
      countCap: 50,
      lastPosition: () => Promise.resolve(catalogue().length - 1),
    });
    /** As a search page asks: its matches, then their count unless the same read found it. */
    const search = async (term: string, count: number) => {
      const needles = needlesOf(term, 'phrase');
      const found = await index.matchingIds(needles, 0, count);
      return { ids: found.ids, count: (found.count ?? (await index.countMatches(needles, 50))).count };
    };
    const firstCouch = catalogue().length - COUCHES + 1;
    const couches = Array.from({ length: COUCHES }, (_, n) => firstCouch + n);
    expect(await search('sofa couch', 20)).toEqual({ ids: couches.slice(0, 20), count: COUCHES });
    const cord = await search('sofa cord', 3);
    expect(cord).toEqual({ ids: [1, 2, 3], count: expect.any(Number) as number });
    expect(cord.count).toBeGreaterThanOrEqual(50);
  });
});
