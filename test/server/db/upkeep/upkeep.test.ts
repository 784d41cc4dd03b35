// What a migration leaves to do (db/upkeep) is done while the shop answers, in short steps that a
// stop interrupts and a restart resumes; the word list made meanwhile is made again if an import lands.
import { sql } from 'kysely';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createCatalogQueries } from '@/server/catalog/catalogQueries';
import type { ProductInput } from '@/server/catalog/catalogInput';
import { importCatalog } from '@/server/catalog/importCatalog';
import { demoCatalog } from '@/server/db/demoCatalog';
import { readCatalogVersion as versionOf } from '@/server/db/catalogVersion';
import { rebuildWordList, wordsOfEveryTitle, writeWordListOf } from '@/server/db/upkeep/rebuildWordList';
import { leaveUpkeepJob, runUpkeep, upkeepLeft, UPKEEP_JOBS } from '@/server/db/upkeep/upkeepJobs';
import { describeOnEachEngine, openSeededDatabase, type Engine, type TestDatabase } from '../../support/testDatabase';

const PRODUCTS = 12_000; // 24 steps of the refold
// Each test imports 12,000 products first: seconds on a busy machine, never a verdict.
jest.setTimeout(60_000);
const product = (id: number, title: string): ProductInput => ({ ...demoCatalog.products[0]!, id, title });

describeOnEachEngine('upkeep after a migration on %s', (engine: Engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openSeededDatabase(engine);
    const products = Array.from({ length: PRODUCTS }, (_, index) => product(index + 1, `Kopfhörer Bluetooth ${index}`));
    await importCatalog(database.db, { categories: demoCatalog.categories, products }, 'replace');
    // As the shop was before the German fold: 'bluetooth' kept its ue.
    await sql`update products set search_title = replace(search_title, 'blutooth', 'bluetooth')`.execute(database.db);
  });
  afterEach(() => database.dispose());

  const found = async (term: string) =>
    (await createCatalogQueries(database.db, '/img/').searchPage(term, { offset: 0, limit: 6 })).matching;

  it('folds every title again, and the job is gone when done', async () => {
    await leaveUpkeepJob(database.db, UPKEEP_JOBS.searchFold);
    expect(await upkeepLeft(database.db)).toEqual([UPKEEP_JOBS.searchFold]);
    expect(await found('blutooth 11999')).toBe(0);
    await runUpkeep(database.db);
    expect(await found('blutooth 11999')).toBe(1);
    expect(await found('bluetooth 1')).toBe(1000); // folded as the term is: 1, 10…19, 100…199, 1000…1999
    expect(await upkeepLeft(database.db)).toEqual([]);
  });

  it('stops at its next step when the shop stops, and goes on from there at the next start', async () => {
    await leaveUpkeepJob(database.db, UPKEEP_JOBS.searchFold);
    let steps = 0;
    // Asked once before the job, then before each step: the shop stops after two steps.
    await runUpkeep(database.db, { stopping: () => ++steps > 3 });
    const left = await database.db.selectFrom('upkeep_jobs').selectAll().execute();
    expect(left.map((row) => [row.name, Number(row.after_id)])).toEqual([[UPKEEP_JOBS.searchFold, 1000]]);
    expect(await found('blutooth 999')).toBe(1);
    expect(await found('blutooth 1000')).toBe(0);
    // The next start folds from product 1001 on: one folded before is not read again.
    await sql`update products set search_title = 'bluetooth' where id = 10`.execute(database.db);
    await runUpkeep(database.db);
    expect(await found('blutooth 11999')).toBe(1);
    const tenth = await database.db
      .selectFrom('products')
      .select('search_title')
      .where('id', '=', 10)
      .executeTakeFirst();
    expect(tenth?.search_title).toBe('bluetooth');
    expect(await upkeepLeft(database.db)).toEqual([]);
  });

  it('does not write a word list made from titles an import changed meanwhile', async () => {
    const version = await versionOf(database.db);
    const words = (await wordsOfEveryTitle(database.db, () => false))!;
    await importCatalog(database.db, { categories: [], products: [product(1, 'Hängematte')] }, 'upsert');
    expect(await writeWordListOf(database.db, version, words)).toBe(false);
    const listed = async (word: string) =>
      Number(
        (await database.db.selectFrom('search_words').select('products').where('word', '=', word).executeTakeFirst())
          ?.products ?? 0,
      );
    // The import's own change stands: one Kopfhörer fewer, one Hängematte.
    expect([await listed('kopfhorer'), await listed('hangematte')]).toEqual([PRODUCTS - 1, 1]);
    // Made again, the list is the same.
    await rebuildWordList({ db: database.db, afterId: 0, progress: () => Promise.resolve(), stopping: () => false });
    expect([await listed('kopfhorer'), await listed('hangematte')]).toEqual([PRODUCTS - 1, 1]);
  });

  it('a replacing import does the jobs’ work itself: none is left', async () => {
    await leaveUpkeepJob(database.db, UPKEEP_JOBS.searchFold);
    await leaveUpkeepJob(database.db, UPKEEP_JOBS.wordList);
    await importCatalog(database.db, demoCatalog, 'replace');
    expect(await upkeepLeft(database.db)).toEqual([]);
  });
});

describe('the shop answers while upkeep runs (SQLite)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openSeededDatabase('sqlite');
    const products = Array.from({ length: PRODUCTS }, (_, index) => product(index + 1, `Kopfhörer Bluetooth ${index}`));
    await importCatalog(database.db, { categories: demoCatalog.categories, products }, 'replace');
    await sql`update products set search_title = replace(search_title, 'blutooth', 'bluetooth')`.execute(database.db);
  });
  afterAll(() => database.dispose());

  it('reads a product on the main connection between the refold’s steps', async () => {
    await leaveUpkeepJob(database.db, UPKEEP_JOBS.searchFold);
    await leaveUpkeepJob(database.db, UPKEEP_JOBS.wordList);
    const events: string[] = [];
    const upkeep = runUpkeep(database.db).then(() => events.push('upkeep done'));
    let done = false;
    void upkeep.then(() => (done = true));
    while (!done) {
      await database.db.selectFrom('products').select('title').where('id', '=', 7).executeTakeFirstOrThrow();
      events.push('product answered');
      await nextTurn(); // as a server does between requests
    }
    // One migration transaction would have held the connection until the end: no answer before it.
    expect(events.indexOf('product answered')).toBeLessThan(events.indexOf('upkeep done'));
    expect(events.filter((event) => event === 'product answered').length).toBeGreaterThan(2);
  });
});
