// Upkeep job: every title's search text folded again, a batch at a time, each batch its own short
// write (read on the costly-reads connections), so searches and imports go on meanwhile.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { costlyReadsOf } from '../costlyReads/shopKysely';
import { refoldAfter } from '../titleSearchMigration';
import type { UpkeepStep } from './upkeepStep';

export async function refoldSearchTitles({ db, afterId, progress, stopping }: UpkeepStep): Promise<void> {
  const reads = costlyReadsOf(db);
  for (let last: number | undefined = afterId; !stopping();) {
    last = await refoldAfter(db, reads, last);
    if (last === undefined) return;
    await progress(last);
    await nextTurn(); // requests waiting on the main connection go first
  }
}
