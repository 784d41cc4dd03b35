import type { ShopDb } from '../connection';

/** What an upkeep job is given: the database, where it stopped, and a way to note progress. */
export interface UpkeepStep {
  db: ShopDb;
  afterId: number;
  /** Records the last product id done, so a restart goes on from there. */
  progress: (afterId: number) => Promise<void>;
  /** True when the shop is stopping: a job ends at its next step. */
  stopping: () => boolean;
}
