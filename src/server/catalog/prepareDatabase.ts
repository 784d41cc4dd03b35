// Brings a database to a usable state at start: schema migrated, demo catalogue on first start.
import { importCatalog } from './importCatalog';
import type { ShopDb } from '../db/connection';
import { demoCatalog } from '../db/demoCatalog';
import { migrateToLatest } from '../db/migrations';

/** Returns true when the demo catalogue was seeded now. */
export async function prepareDatabase(db: ShopDb): Promise<boolean> {
  await migrateToLatest(db);
  const meta = await db.selectFrom('catalog_meta').select('version').where('id', '=', 1).executeTakeFirst();
  // Version 0: the catalogue was never written (a shop emptied by an import stays empty).
  if (Number(meta?.version ?? 0) !== 0) return false;
  await importCatalog(db, demoCatalog, 'replace');
  return true;
}
