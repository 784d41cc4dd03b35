// Data work a migration leaves for later, so a shop of any size starts at once and answers while it is
// done: the migration adds a row to upkeep_jobs, and the shop, once it listens, does the work in short
// steps off its request path and deletes the row. Every step is safe to repeat and to run in several
// copies at once (docs/architecture.md, "Upkeep after a migration").
import { sql, type Kysely } from 'kysely';
import type { ShopDb } from '../connection';
import type { ShopDatabase } from '../schema';
import { refoldSearchTitles } from './refoldSearchTitles';
import { rebuildWordList } from './rebuildWordList';
import { buildPhraseJoinIndex } from '../phraseJoinIndex';
import type { UpkeepStep } from './upkeepStep';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
type AnyDb = Kysely<any>;

export const UPKEEP_JOBS = {
  /** Every title's search text folded again (the German fold of 2026-11-26). */
  searchFold: 'search-fold',
  /** The word list of "Did you mean" made from every title. */
  wordList: 'word-list',
  /** PostgreSQL: the index of where a phrase's words meet, built concurrently (phraseJoinIndex.ts). */
  phraseJoins: 'phrase-joins',
} as const;

export type UpkeepJobName = (typeof UPKEEP_JOBS)[keyof typeof UPKEEP_JOBS];

const jobs: Record<UpkeepJobName, (step: UpkeepStep) => Promise<void>> = {
  [UPKEEP_JOBS.searchFold]: refoldSearchTitles,
  [UPKEEP_JOBS.wordList]: rebuildWordList,
  [UPKEEP_JOBS.phraseJoins]: buildPhraseJoinIndex,
};

/** For migrations: the job to do once the shop runs, if there are products to do it for. */
export async function leaveUpkeepJob(db: AnyDb, name: UpkeepJobName): Promise<void> {
  await db.schema
    .createTable('upkeep_jobs')
    .ifNotExists()
    .addColumn('name', 'varchar(50)', (col) => col.primaryKey())
    .addColumn('after_id', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  const products = await sql`select 1 from products limit 1`.execute(db);
  if (products.rows.length === 0) return;
  await sql`insert into upkeep_jobs (name, after_id) values (${name}, 0)
    on conflict (name) do update set after_id = 0`.execute(db);
}

/** A write that made the jobs' work itself (a replacing import writes every title anew). */
export async function upkeepDoneBy(db: Kysely<ShopDatabase>, names: readonly UpkeepJobName[]): Promise<void> {
  await db.deleteFrom('upkeep_jobs').where('name', 'in', names).execute();
}

/** The jobs left, oldest name first. */
export async function upkeepLeft(db: ShopDb): Promise<UpkeepJobName[]> {
  const rows = await db.selectFrom('upkeep_jobs').select('name').orderBy('name').execute();
  return rows.map((row) => row.name).filter((name): name is UpkeepJobName => name in jobs);
}

/**
 * Does every job left, one after the other, and deletes each when done. A job that fails stays for
 * the next start; the error is given to `onError` and the others still run.
 */
export async function runUpkeep(
  db: ShopDb,
  {
    stopping = () => false,
    onError = () => undefined,
  }: { stopping?: () => boolean; onError?: (error: unknown) => void } = {},
): Promise<void> {
  for (const name of await upkeepLeft(db)) {
    if (stopping()) return;
    try {
      const row = await db.selectFrom('upkeep_jobs').select('after_id').where('name', '=', name).executeTakeFirst();
      if (!row) continue; // done meanwhile (by a replacing import, or another copy)
      const progress = async (afterId: number, within: Kysely<ShopDatabase> = db) => {
        await within.updateTable('upkeep_jobs').set({ after_id: afterId }).where('name', '=', name).execute();
      };
      await jobs[name]({ db, afterId: Number(row.after_id), progress, stopping });
      if (!stopping()) await db.deleteFrom('upkeep_jobs').where('name', '=', name).execute();
    } catch (error) {
      onError(error);
    }
  }
}
