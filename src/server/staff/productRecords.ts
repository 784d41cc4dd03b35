// What every staff write of one product shares (issue 38, docs/staff.md): reading it as staff edit
// it, its ETag, the adds' lock, the import's check of a body, and the history entry. What products
// share with categories (If-Match, one writer at a time, problems by field) is versionedWrites.ts.
import { sql, type Kysely } from 'kysely';
import type { AdminProduct } from '../../contract';
import { isSqlite } from '../db/dialect';
import type { ShopDatabase } from '../db/schema';
import type { ProductInput } from '../catalog/catalogInput';
import { productColumns } from '../catalog/repository';
import { CatalogChecker, CatalogValidationError, unknownCategoryProblem } from '../catalog/validateCatalog';
import type { CatalogWriter } from '../catalog/writeCatalog';
import { problemOf, strongEtag, type FieldProblem, type Trx } from './versionedWrites';

/** The fields of an AdminProduct, in the order of the ETag's hash and of a change's `changed`. */
export const FIELDS = ['id', 'title', 'price', 'description', 'mark', 'category', 'images'] as const;

/** First key of PostgreSQL's two-key advisory lock for adding products (favourites use 29). */
const PRODUCT_LOCK_SPACE = 38;
/** The second key that adds share: two new products must not take the same list position. */
const ADDS_LOCK = 0;

export const etagOf = (product: AdminProduct): string =>
  strongEtag(
    'p',
    FIELDS.map((field) => product[field]),
  );

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
 * A write that may add a product, on PostgreSQL: adds wait for each other, since each takes the
 * place after the last (SQLite's `begin immediate` already lets one writer in at a time).
 */
export async function lockAdds(trx: Trx): Promise<void> {
  if (!isSqlite(trx)) await sql`select pg_advisory_xact_lock(${PRODUCT_LOCK_SPACE}, ${ADDS_LOCK})`.execute(trx);
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
): { product: ProductInput } | { problems: FieldProblem[] } {
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

/** A removed product's entry keeps its list position too, so an undo puts it back in its place. */
export type RecordedProduct = AdminProduct & { position?: number };

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
