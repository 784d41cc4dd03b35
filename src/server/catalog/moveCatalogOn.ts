// The catalogue's version row (catalog_meta), moved on in the transaction of every catalogue write:
// each server copy reads the version at most every CATALOG_FRESHNESS_MS and prepares its answers
// anew when it moved (docs/architecture.md, "A change reaches every copy").
import { sql, type Transaction } from 'kysely';
import { isSqlite } from '../db/dialect';
import type { ShopDatabase } from '../db/schema';

/** What a write did to the list: products added and removed (and whether others changed places), or all anew. */
export type ListChange = { added: number; removed: number; reordered?: boolean } | { replacedWith: number };

/** SQLite keeps times as CURRENT_TIMESTAMP writes them: UTC text without a zone. */
const sqliteTime = (at: Date): string => at.toISOString().slice(0, 19).replace('T', ' ');

/**
 * A new version, its time (the sitemap's lastmod of the home page) and the kept product count, so no
 * answer counts the table. Once per write, inside its transaction; CatalogWriter.finish does it itself.
 */
export async function moveCatalogOn(
  trx: Transaction<ShopDatabase>,
  change: ListChange,
  at: Date = new Date(),
): Promise<void> {
  const replaced = 'replacedWith' in change;
  await trx
    .updateTable('catalog_meta')
    .set({
      version: sql<number>`version + 1`,
      changed_at: isSqlite(trx) ? sqliteTime(at) : at,
      product_count: replaced ? change.replacedWith : sql<number>`product_count + ${change.added - change.removed}`,
      ...((replaced || change.reordered) && { order_version: sql<number>`order_version + 1` }),
    })
    .where('id', '=', 1)
    .execute();
}
