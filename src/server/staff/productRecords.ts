// What every staff write of one product shares (issue 38, docs/staff.md): reading it as staff edit
// it, its ETag, the write transaction, the import's check of a body, and the history entry.
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AdminProduct } from '../../contract';
import type { ShopDb } from '../db/connection';
import { isSqlite } from '../db/dialect';
import type { ShopDatabase } from '../db/schema';
import type { ProductInput } from '../catalog/catalogInput';
import { productColumns } from '../catalog/repository';
import { CatalogChecker, CatalogValidationError, unknownCategoryProblem } from '../catalog/validateCatalog';
import type { CatalogWriter } from '../catalog/writeCatalog';

export type Trx = Transaction<ShopDatabase>;

/** The fields of an AdminProduct, in the order of the ETag's hash and of a change's `changed`. */
export const FIELDS = ['id', 'title', 'price', 'description', 'mark', 'category', 'images'] as const;

/** First key of PostgreSQL's two-key advisory lock for a product's writes (favourites use 29). */
const PRODUCT_LOCK_SPACE = 38;
/** The second key that adds share: two new products must not take the same list position. */
const ADDS_LOCK = 0;

/** A strong ETag: a hash of exactly the fields the answer carries, so any write that changes them changes it. */
export function etagOf(product: AdminProduct): string {
  const hash = createHash('sha256').update(JSON.stringify(FIELDS.map((field) => product[field])));
  return `"p-${hash.digest('base64url').slice(0, 32)}"`;
}

/** If-Match holds this ETag (one of a list); strong comparison, so a weak W/"…" never matches. */
export function ifMatchHolds(ifMatch: string, etag: string): boolean {
  return ifMatch.split(',').some((tag) => tag.trim() === etag);
}

export interface ProductProblem {
  field: string;
  message: string;
}

export async function readProduct(
  on: Kysely<ShopDatabase>,
  id: number,
  lock: boolean,
): Promise<AdminProduct | undefined> {
  const query = on.selectFrom('products').select(productColumns).where('id', '=', id);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) return undefined;
  const files = await on
    .selectFrom('product_images')
    .select('file')
    .where('product_id', '=', id)
    .orderBy('position')
    .execute();
  return {
    id: Number(row.id),
    title: row.title,
    price: Number(row.price_cents) / 100,
    description: row.description,
    mark: row.mark,
    category: row.category,
    images: files.map((file) => file.file),
  };
}

/**
 * One writer at a time on the product: PostgreSQL locks its row (`for update`, in readProduct) and,
 * for a write that may add it, the adds' lock; SQLite takes the write lock at once (`begin immediate`).
 */
export async function inWriteTransaction<T>(
  db: ShopDb,
  work: (trx: Trx) => Promise<T>,
  { mayAdd = false } = {},
): Promise<T> {
  if (!isSqlite(db))
    return db.transaction().execute(async (trx) => {
      if (mayAdd) await sql`select pg_advisory_xact_lock(${PRODUCT_LOCK_SPACE}, ${ADDS_LOCK})`.execute(trx);
      return work(trx);
    });
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      // The connection is inside its transaction: every query of `work` runs in it, as in a Transaction.
      const result = await work(connection as Trx);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}

/** An import problem ("products[0] (id 7): field 'price' must be …") without the file's record label. */
function problemOf(text: string): ProductProblem {
  const start = text.indexOf(": field '");
  const message = start >= 0 ? text.slice(start + 2) : text;
  return { field: /^field '([^']+)'/.exec(message)?.[1] ?? '(record)', message };
}

/** The body with this id where it gives none (the address's, or the proposed one of an add). */
function withId(body: unknown, id: number): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && !('id' in body) ? { ...body, id } : body;
}

/** `body` checked as one line of an upsert file would be, its id `id`: the product, or each problem by field. */
export function checkedProduct(
  writer: CatalogWriter,
  body: unknown,
  id: number,
): { product: ProductInput } | { problems: ProductProblem[] } {
  const checker = new CatalogChecker(writer.knownCategories);
  const checked = checker.product(withId(body, id));
  if (checked && !checked.categoryKnown)
    checker.problem(unknownCategoryProblem(checked.index, checked.product.id, checked.product.category));
  if (checked && checked.product.id !== id)
    checker.problem(
      `products[0] (id ${checked.product.id}): field 'id' must be the id in the address, ${id}, got ${checked.product.id}`,
    );
  try {
    checker.throwIfProblems();
  } catch (error) {
    if (error instanceof CatalogValidationError) return { problems: error.problems.map(problemOf) };
    throw error;
  }
  return { product: checked!.product };
}

export function changedFields(before: AdminProduct | null, after: AdminProduct | null): string[] {
  return FIELDS.filter((field) => JSON.stringify(before?.[field]) !== JSON.stringify(after?.[field]));
}

/** A removed product's entry keeps its list position too, so an undo puts it back in its place. */
export type RecordedProduct = AdminProduct & { position?: number };

export const parsed = (text: string | null): RecordedProduct | null =>
  text === null ? null : (JSON.parse(text) as RecordedProduct);

export interface Change {
  action: 'save' | 'undo' | 'add' | 'delete';
  by: string;
  undoes?: number;
}

export async function recordChange(
  trx: Trx,
  productId: number,
  change: Change,
  before: RecordedProduct | null,
  after: AdminProduct | null,
): Promise<void> {
  await trx
    .insertInto('product_changes')
    .values({
      product_id: productId,
      by: change.by,
      action: change.action,
      before: before && JSON.stringify(before),
      after: after && JSON.stringify(after),
      undoes: change.undoes ?? null,
    })
    .execute();
}
