// A replace import on SQLite rebuilds the title search index (FTS5) once at the end instead of keeping
// it row by row through its triggers (docs/performance.md, "Imports and sitemaps"). Inside the import's
// transaction: readers keep the old index, and a failed import changes nothing.
import { sql, type Transaction } from 'kysely';
import { isSqlite } from '../db/dialect';
import type { ShopDatabase } from '../db/schema';

/** The triggers that keep `products_search` in step with `products` (db/titleSearchMigration.ts). */
const SEARCH_TRIGGERS = 'products_search_%';

export interface SearchIndexPause {
  /** Rebuilds the index from the products and puts the triggers back as they were. */
  resume(): Promise<void>;
}

/** Drops the search triggers (keeping their SQL), or does nothing off SQLite or without them. */
export async function pauseSqliteSearchIndex(trx: Transaction<ShopDatabase>): Promise<SearchIndexPause> {
  if (!isSqlite(trx)) return { resume: () => Promise.resolve() };
  const triggers = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'trigger' and tbl_name = 'products' and name like ${SEARCH_TRIGGERS}`.execute(
    trx,
  );
  if (triggers.rows.length === 0) return { resume: () => Promise.resolve() };
  for (const { name } of triggers.rows) await sql`drop trigger ${sql.id(name)}`.execute(trx);
  return {
    async resume() {
      await sql`insert into products_search(products_search) values ('rebuild')`.execute(trx);
      for (const trigger of triggers.rows) await sql.raw(trigger.sql).execute(trx);
    },
  };
}
