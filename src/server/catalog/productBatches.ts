// The whole list in catalogue order, a batch at a time by keyset, for a catalogue of any size:
// no call holds more than a batch, and a replace landing meanwhile stops it.
import type { ExpressionBuilder } from 'kysely';
import type { Product } from '../../contract';
import type { ShopDb } from '../db/connection';
import type { ShopDatabase } from '../db/schema';
import { pictureFilesOf, productColumns, toProduct } from './productRows';

export const BATCH_SIZE = 1000;

/** The catalogue changed while it was being read in batches: what was read mixes two catalogues. */
export class CatalogChangedError extends Error {
  override name = 'CatalogChangedError';
}

interface Place {
  position: number;
  id: number;
}

const isAfter = (place: Place) => (eb: ExpressionBuilder<ShopDatabase, 'products'>) =>
  eb(eb.refTuple('products.position', 'products.id'), '>', eb.tuple(place.position, place.id));

async function orderVersion(db: ShopDb): Promise<number> {
  const row = await db.selectFrom('catalog_meta').select('order_version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.order_version ?? 0);
}

/** Where the batches read: the main connection for versions and pictures, `reads` for the rows. */
interface BatchSource {
  db: ShopDb;
  reads: ShopDb;
  imageBaseUrl: string;
}

/** The next `count` products in catalogue order after the place `after` (keyset pagination). */
async function batchAfter(
  { db, reads, imageBaseUrl }: BatchSource,
  after: Place | undefined,
  count: number,
): Promise<{ products: Product[]; last?: Place }> {
  const rows = await reads
    .selectFrom('products')
    .select([...productColumns, 'position'])
    .$if(after !== undefined, (query) => query.where(isAfter(after!)))
    .orderBy('position')
    .orderBy('id')
    .limit(count)
    .execute();
  const lastRow = rows[rows.length - 1];
  if (!lastRow) return { products: [] };
  const files = await pictureFilesOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  return {
    products: rows.map((row) => toProduct(row, files.get(Number(row.id)) ?? [], imageBaseUrl)),
    last: { position: Number(lastRow.position), id: Number(lastRow.id) },
  };
}

/** Every product in catalogue order; a product saved meanwhile comes as it was when its batch was read, a replace renumbers the list. */
export async function* productBatches(source: BatchSource, batchSize: number): AsyncGenerator<Product[]> {
  const version = await orderVersion(source.db);
  let after: Place | undefined;
  for (;;) {
    const { products, last } = await batchAfter(source, after, batchSize);
    if ((await orderVersion(source.db)) !== version)
      throw new CatalogChangedError('The catalogue changed while it was read.');
    if (!last) return;
    yield products;
    after = last;
  }
}
