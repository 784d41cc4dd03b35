// Writes a validated catalogue in ONE transaction and bumps the catalogue version, so either the
// whole file is in the shop (and running servers rebuild their prepared answers) or nothing changed.
import { sql, type Transaction } from 'kysely';
import { normaliseForSearch } from '../../contract';
import type { ShopDb } from '../db/connection';
import type { ShopDatabase } from '../db/schema';
import type { CatalogInput, ImportMode, ProductInput } from './catalogInput';

/** Rows per INSERT: below SQLite's and PostgreSQL's bound-parameter limits. */
const PRODUCT_CHUNK = 500;
const IMAGE_CHUNK = 1000;
const PROGRESS_STEP = 1000;

export type ProgressListener = (written: number, total: number) => void;

/**
 * The write failed and its transaction was rolled back, so the catalogue is as it was; the driver's
 * error is the cause. Why not rethrow the driver's error: better-sqlite3 builds its errors with a
 * constructor its native addon keeps for the whole process, not a real Error subclass, so in any
 * other realm (Jest gives each test file its own) they are no `instanceof Error` and a rejection
 * with one is not recognised as a thrown error. This one is an Error wherever the import runs.
 */
export class CatalogWriteError extends Error {
  override name = 'CatalogWriteError';
  constructor(cause: unknown) {
    const message = (cause as { message?: unknown } | null)?.message;
    super(typeof message === 'string' ? message : String(cause), { cause });
  }
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

export const toCents = (euros: number): number => Math.round(euros * 100);

async function writeCategories(trx: Transaction<ShopDatabase>, input: CatalogInput, mode: ImportMode): Promise<void> {
  const maxRow = await trx
    .selectFrom('categories')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  const given = input.categories.map((category) => category.id ?? 0);
  let nextId = Math.max(Number(maxRow?.max ?? 0), ...given, 0);
  const rows = input.categories.map((category, index) => ({
    id: category.id ?? ++nextId,
    cat_name: category.catName,
    bg_color: category.bgColor,
    image_url: category.imageUrl,
    position: index,
  }));
  for (const chunk of chunks(rows, PRODUCT_CHUNK)) {
    await trx
      .insertInto('categories')
      .values(chunk)
      .onConflict((oc) =>
        mode === 'upsert'
          ? oc.column('cat_name').doUpdateSet((eb) => ({
              bg_color: eb.ref('excluded.bg_color'),
              image_url: eb.ref('excluded.image_url'),
              position: eb.ref('excluded.position'),
            }))
          : oc.doNothing(),
      )
      .execute();
  }
}

async function writeProducts(
  trx: Transaction<ShopDatabase>,
  products: ProductInput[],
  mode: ImportMode,
  onProgress?: ProgressListener,
): Promise<void> {
  const maxRow = await trx
    .selectFrom('products')
    .select((eb) => eb.fn.max('position').as('max'))
    .executeTakeFirst();
  const firstPosition = mode === 'upsert' && maxRow?.max != null ? Number(maxRow.max) + 1 : 0;
  let written = 0;
  let reported = 0;
  for (const chunk of chunks(products, PRODUCT_CHUNK)) {
    const rows = chunk.map((product, index) => ({
      id: product.id,
      title: product.title,
      price_cents: toCents(product.price),
      description: product.description,
      mark: product.mark,
      category: product.category,
      position: firstPosition + written + index,
      search_title: normaliseForSearch(product.title),
    }));
    await trx
      .insertInto('products')
      .values(rows)
      .onConflict((oc) =>
        // An updated product keeps its place in the list; its fields and pictures are replaced.
        oc.column('id').doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          price_cents: eb.ref('excluded.price_cents'),
          description: eb.ref('excluded.description'),
          mark: eb.ref('excluded.mark'),
          category: eb.ref('excluded.category'),
          search_title: eb.ref('excluded.search_title'),
        })),
      )
      .execute();
    const ids = chunk.map((product) => product.id);
    if (mode === 'upsert') await trx.deleteFrom('product_images').where('product_id', 'in', ids).execute();
    const images = chunk.flatMap((product) =>
      product.images.map((file, position) => ({ product_id: product.id, position, file })),
    );
    for (const imageChunk of chunks(images, IMAGE_CHUNK))
      await trx.insertInto('product_images').values(imageChunk).execute();
    written += chunk.length;
    if (onProgress && written - reported >= PROGRESS_STEP) {
      reported = written;
      onProgress(written, products.length);
    }
  }
}

/** Replace: the shop holds exactly the file afterwards. Upsert: the file's records are added or updated. */
export async function writeCatalog(
  db: ShopDb,
  input: CatalogInput,
  mode: ImportMode,
  onProgress?: ProgressListener,
): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      if (mode === 'replace') {
        await trx.deleteFrom('product_images').execute();
        await trx.deleteFrom('products').execute();
        await trx.deleteFrom('categories').execute();
      }
      await writeCategories(trx, input, mode);
      await writeProducts(trx, input.products, mode, onProgress);
      await trx
        .updateTable('catalog_meta')
        .set({ version: sql<number>`version + 1`, changed_at: sql`CURRENT_TIMESTAMP` })
        .where('id', '=', 1)
        .execute();
    });
  } catch (error) {
    throw new CatalogWriteError(error);
  }
}
