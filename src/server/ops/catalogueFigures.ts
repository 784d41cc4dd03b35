// The catalogue's size and version for the metrics. Counting a million products takes a while, so
// the count is kept until the version moves on (an import) or it is older than COUNT_MAX_AGE_MS.
import type { ShopDb } from '../db/connection';
import type { CatalogueFigures } from './metrics';

const COUNT_MAX_AGE_MS = 60_000;

export function catalogueFigures(db: ShopDb, now = Date.now): CatalogueFigures {
  let counted: { version: number; at: number; products: number } | undefined;
  const version = async () => {
    const row = await db.selectFrom('catalog_meta').select('version').where('id', '=', 1).executeTakeFirst();
    return Number(row?.version ?? 0);
  };
  return {
    version,
    async products() {
      const current = await version();
      if (counted && counted.version === current && now() - counted.at < COUNT_MAX_AGE_MS) return counted.products;
      const row = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirst();
      counted = { version: current, at: now(), products: Number(row?.count ?? 0) };
      return counted.products;
    },
  };
}
