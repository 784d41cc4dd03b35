// Upkeep job: every title's search text folded again, a step at a time, each step its own short
// write (read on the costly-reads connections), so searches and imports go on meanwhile.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { costlyReadsOf } from '../costlyReads/shopKysely';
import { staleTitlesAfter, writeSearchTitles } from '../titleSearchMigration';
import type { UpkeepStep } from './upkeepStep';

/**
 * Titles a step folds. SQLite writes on the event loop: small steps keep product reads quick while a
 * million stale titles are folded (the figures: docs/performance.md).
 */
const TITLES_A_STEP = 500;

export async function refoldSearchTitles({ db, afterId, progress, stopping }: UpkeepStep): Promise<void> {
  const reads = costlyReadsOf(db);
  for (let from = afterId; !stopping();) {
    const { stale, lastId } = await staleTitlesAfter(reads, from, TITLES_A_STEP);
    if (lastId === undefined) return;
    // The step's titles and its progress in one commit: on SQLite each commit waits for the disk.
    await db.transaction().execute(async (trx) => {
      await writeSearchTitles(trx, stale);
      await progress(lastId, trx);
    });
    from = lastId;
    await nextTurn(); // requests waiting on the main connection go first
  }
}
