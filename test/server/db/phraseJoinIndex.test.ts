// PostgreSQL's index of where a phrase's words meet (migration 2026-11-29-018): an empty catalogue gets
// it with the migration, a filled one from the upkeep once the shop answers, built concurrently; a
// phrase finds the same products with it as without it.
import { sql } from 'kysely';
import { createCatalogQueries } from '@/server/catalog/catalogQueries';
import { importCatalog } from '@/server/catalog/importCatalog';
import { demoCatalog } from '@/server/db/demoCatalog';
import { addPhraseJoinIndex } from '@/server/db/phraseJoinIndex';
import { leaveUpkeepJob, runUpkeep, upkeepLeft, UPKEEP_JOBS } from '@/server/db/upkeep/upkeepJobs';
import { describeWithPostgres, openSeededDatabase, type TestDatabase } from '../support/testDatabase';

const INDEX = 'products_search_joins_trgm';

describeWithPostgres('the index of where a phrase’s words meet (PostgreSQL)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openSeededDatabase('postgres');
  });
  afterAll(() => database.dispose());

  const indexed = async () =>
    (
      await sql<{ valid: boolean }>`select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
        where c.relname = ${INDEX} and pg_table_is_visible(c.oid)`.execute(database.db)
    ).rows.map((row) => row.valid);
  const titlesOf = async (term: string) =>
    (await createCatalogQueries(database.db, '/img/').searchPage(term, { offset: 0, limit: 48 })).products.map(
      (product) => product.title,
    );

  it('comes with the migration of an empty catalogue', async () => {
    expect(await indexed()).toEqual([true]);
  });

  it('is left to the upkeep for a filled one, which builds it; a phrase finds the same either way', async () => {
    const products = Array.from({ length: 300 }, (_, n) => ({
      ...demoCatalog.products[n % 2]!,
      id: n + 1,
      title: n % 2 ? `Sofa kompakt ${n}` : `Sofa rot, kompakt ${n}`,
    }));
    await importCatalog(database.db, { categories: demoCatalog.categories, products }, 'replace');
    const withIndex = await titlesOf('sofa kompakt 1');
    await sql`drop index ${sql.id(INDEX)}`.execute(database.db);
    const without = await titlesOf('sofa kompakt 1');
    await addPhraseJoinIndex(database.db, () => leaveUpkeepJob(database.db, UPKEEP_JOBS.phraseJoins));
    expect({ indexed: await indexed(), left: await upkeepLeft(database.db) }).toEqual({
      indexed: [],
      left: [UPKEEP_JOBS.phraseJoins],
    });
    await runUpkeep(database.db);
    expect({ indexed: await indexed(), left: await upkeepLeft(database.db) }).toEqual({ indexed: [true], left: [] });
    expect(withIndex).toEqual(without);
    expect(withIndex).toEqual(expect.arrayContaining(['Sofa kompakt 1', 'Sofa kompakt 19', 'Sofa kompakt 101']));
    expect(withIndex.some((title) => title.includes('rot'))).toBe(false);
  });
});
