// The catalogue's size and version for the metrics: the count every write keeps with the version
// (catalog/moveCatalogOn.ts), so a scrape never counts a million products.
import type { ShopDb } from '../db/connection';
import type { CatalogFigures } from './metrics';

export function catalogFigures(db: ShopDb): CatalogFigures {
  const meta = () =>
    db.selectFrom('catalog_meta').select(['version', 'product_count']).where('id', '=', 1).executeTakeFirst();
  return {
    version: async () => Number((await meta())?.version ?? 0),
    async products() {
      const kept = (await meta())?.product_count;
      if (kept != null) return Number(kept);
      // A writer that kept no count (null): counted.
      const row = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
  };
}
