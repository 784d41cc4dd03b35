// The shop's database handle: the main connection for writes and quick look-ups, and its own
// connections for costly reads (searches, list pages, counts), closed together.
import { Kysely, type KyselyConfig } from 'kysely';
import type { ShopDatabase } from '../schema';

export class ShopKysely extends Kysely<ShopDatabase> {
  constructor(
    config: KyselyConfig,
    /** Where costly reads go: SQLite's reader threads, PostgreSQL's search pool. */
    readonly costlyReads?: Kysely<ShopDatabase>,
  ) {
    super(config);
  }

  override async destroy(): Promise<void> {
    await Promise.all([super.destroy(), this.costlyReads?.destroy()]);
  }
}

/** Where a costly read of `db` runs: its own connections when it has them, else `db` itself. */
export const costlyReadsOf = (db: Kysely<ShopDatabase>): Kysely<ShopDatabase> =>
  (db instanceof ShopKysely && db.costlyReads) || db;
