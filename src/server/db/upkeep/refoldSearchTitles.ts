// Upkeep job: every title's search text folded again, a step at a time, each step its own short
// write (read on the costly-reads connections), so searches and imports go on meanwhile.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { costlyReadsOf } from '../costlyReads/shopKysely';
import { refoldAfter } from '../titleSearchMigration';
import type { UpkeepStep } from './upkeepStep';

/** Titles a step folds: a write of 1,000 search texts (and their index entries) holds SQLite's one writer ~20 ms. */
const TITLES_A_STEP = 1000;

export async function refoldSearchTitles({ db, afterId, progress, stopping }: UpkeepStep): Promise<void> {
  const reads = costlyReadsOf(db);
  for (let last: number | undefined = afterId; !stopping();) {
    last = await refoldAfter(db, reads, last, TITLES_A_STEP);
    if (last === undefined) return;
    await progress(last);
    await nextTurn(); // requests waiting on the main connection go first
  }
}
