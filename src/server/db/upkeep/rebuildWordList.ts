// Upkeep job: the word list of "Did you mean" made from every title. The titles are read in batches
// on the costly-reads connections; the list is written in one transaction, and only if no import
// changed the catalogue meanwhile (else it is made again).
import { sql } from 'kysely';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { WordListChanges } from '../wordList';
import { readCatalogVersion } from '../catalogVersion';
import { costlyReadsOf } from '../costlyReads/shopKysely';
import type { ShopDb } from '../connection';
import { isSqlite } from '../dialect';
import type { UpkeepStep } from './upkeepStep';

/** Titles whose words are counted between two turns of the event loop: a short turn (docs/performance.md). */
const TITLES_READ = 2000;
const ATTEMPTS = 3;

/** The words of every title, or undefined when the shop is stopping. */
export async function wordsOfEveryTitle(db: ShopDb, stopping: () => boolean): Promise<WordListChanges | undefined> {
  const reads = costlyReadsOf(db);
  const words = new WordListChanges();
  for (let afterId = 0; ;) {
    if (stopping()) return undefined;
    const rows = await reads
      .selectFrom('products')
      .select(['id', 'title'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(TITLES_READ)
      .execute();
    if (rows.length === 0) return words;
    for (const row of rows) words.added(row.title);
    afterId = Number(rows[rows.length - 1]?.id);
    await nextTurn();
  }
}

/** Writes the list made at catalogue `version`, unless an import changed the catalogue since: then false. */
export async function writeWordListOf(db: ShopDb, version: number, words: WordListChanges): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // PostgreSQL: an import writing the list finishes first (its version is then seen below); one
    // starting now waits for this write. SQLite has one writer at a time anyway.
    if (!isSqlite(trx)) await sql`lock table search_words in exclusive mode`.execute(trx);
    if ((await readCatalogVersion(trx)) !== version) return false;
    await words.write(trx, { fromEmpty: true });
    return true;
  });
}

export async function rebuildWordList({ db, stopping }: UpkeepStep): Promise<void> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const version = await readCatalogVersion(db);
    const words = await wordsOfEveryTitle(db, stopping);
    if (!words || (await writeWordListOf(db, version, words))) return;
  }
  throw new Error(
    `The catalogue changed ${ATTEMPTS} times while its word list was made: made again at the next start.`,
  );
}
