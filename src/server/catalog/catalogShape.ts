// The catalogue's size and whether its list positions run without a gap, read once per catalogue
// version: the list's pages and the title search plan their reads by it.
import { sql } from 'kysely';
import type { ShopDb } from '../db/connection';
import { readCatalogVersion } from '../db/catalogVersion';

/** The catalogue's size, and whether its positions run 0…total−1 (one product each, no gap). */
interface CatalogShape {
  version: number;
  total: number;
  /** The last list position, -1 when empty. */
  last: number;
  dense: boolean;
}

/** A database whose writer kept no count (a product_count of null): counted, once per version. */
async function countedProducts(reads: ShopDb): Promise<number> {
  const row = await reads
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Positions are unique (a migration's index); with no gap, the `offset`-th product stands at position
 * `offset`. The count is the one every write keeps (moveCatalogOn.ts), the ends one index step
 * each (two statements, as SQLite reads min and max in one by scanning): nothing here reads the table.
 */
async function readShape(db: ShopDb, reads: ShopDb): Promise<CatalogShape> {
  const { rows } = await sql<{ version: number; kept: number | null; lowest: number | null; highest: number | null }>`
    select version, product_count as kept, (select min(position) from products) as lowest,
      (select max(position) from products) as highest from catalog_meta where id = 1`.execute(db);
  const row = rows[0];
  const total = Number(row?.kept ?? (await countedProducts(reads)));
  const last = total === 0 || row?.highest == null ? -1 : Number(row.highest);
  const dense = total === 0 || (Number(row?.lowest) === 0 && last === total - 1);
  return { version: Number(row?.version ?? 0), total, last, dense };
}

/** The shape now: the one read before while the catalogue version has not moved on. */
export function catalogShapeReader(db: ShopDb, reads: ShopDb): () => Promise<CatalogShape> {
  let shape: CatalogShape | undefined;
  return async () => {
    if (shape?.version === (await readCatalogVersion(db))) return shape;
    shape = await readShape(db, reads);
    return shape;
  };
}
