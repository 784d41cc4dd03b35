// The catalogue's version (catalog_meta), which every catalogue write moves on in its transaction:
// read on a database or inside a transaction, by the copies' freshness check, the import and the upkeep.
import type { Kysely } from 'kysely';
import type { ShopDatabase } from './schema';

export async function readCatalogVersion(on: Pick<Kysely<ShopDatabase>, 'selectFrom'>): Promise<number> {
  const row = await on.selectFrom('catalog_meta').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}
