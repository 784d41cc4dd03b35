import type { Kysely } from 'kysely';
import type { ShopDb } from '../connection';
import type { ShopDatabase } from '../schema';

/** What an upkeep job is given: the database, where it stopped, and a way to note progress. */
export interface UpkeepStep {
  db: ShopDb;
  afterId: number;
  /** Records the last product id done, so a restart goes on from there (within the step's transaction, if given). */
  progress: (afterId: number, within?: Kysely<ShopDatabase>) => Promise<void>;
  /** True when the shop is stopping: a job ends at its next step. */
  stopping: () => boolean;
}
