// Brings a database to a usable state at start: schema migrated, demo catalogue on first start.
import { importCatalog } from './importCatalog';
import type { ShopDb } from '../db/connection';
import { demoCatalog } from '../db/demoCatalog';
import { migrateToLatest } from '../db/migrations';
import { readCatalogVersion } from '../db/catalogVersion';

/** Returns true when the demo catalogue was seeded now. */
export async function prepareDatabase(db: ShopDb): Promise<boolean> {
  await migrateToLatest(db);
  // Version 0: the catalogue was never written (a shop emptied by an import stays empty).
  if ((await readCatalogVersion(db)) !== 0) return false;
  await importCatalog(db, demoCatalog, 'replace');
  return true;
}
