// One product's edit by staff (issue 38): checked and written as an import line is (CatalogChecker,
// CatalogWriter), in one transaction with the If-Match check and the history entry (docs/staff.md).
import type { Kysely } from 'kysely';
import type { AdminProduct, ProductHistory } from '../../contract';
import type { ShopDb } from '../db/connection';
import { isSqlite } from '../db/dialect';
import type { ShopDatabase } from '../db/schema';
import { productColumns } from '../catalog/repository';
import { CatalogChecker, CatalogValidationError, unknownCategoryProblem } from '../catalog/validateCatalog';
import { CatalogWriter } from '../catalog/writeCatalog';
import { guarded } from '../db/guarded';
import {
  CATALOGUE_UNAVAILABLE as UNAVAILABLE,
  historyPage,
  ifMatchHolds,
  inWriteTransaction,
  parsedRecord,
  problemOf,
  strongEtag,
  type FieldProblem,
  type Trx,
  withId,
} from './versionedWrites';

/** The fields of an AdminProduct, in the order of the ETag's hash and of a change's `changed`. */
const FIELDS = ['id', 'title', 'price', 'description', 'mark', 'category', 'images'] as const;

const etagOf = (product: AdminProduct): string =>
  strongEtag(
    'p',
    FIELDS.map((field) => product[field]),
  );

export type ProductProblem = FieldProblem;

export type SaveResult =
  | { kind: 'saved'; product: AdminProduct; etag: string }
  | { kind: 'not_found' }
  | { kind: 'stale'; current: AdminProduct; etag: string }
  | { kind: 'invalid'; problems: ProductProblem[] }
  /** Undo only: no such change of this product, or one with nothing to restore. */
  | { kind: 'no_change' }
  | { kind: 'nothing_before' };

export interface ProductEdits {
  read(id: number): Promise<{ product: AdminProduct; etag: string } | undefined>;
  /** `ifMatch`: the request's If-Match header; `by`: the staff member's email. */
  save(id: number, body: unknown, ifMatch: string, by: string): Promise<SaveResult>;
  undo(id: number, changeId: number, ifMatch: string, by: string): Promise<SaveResult>;
  /** Newest first, at most `limit`, older than the change `before` when given; undefined for an unknown product. */
  history(id: number, limit: number, before?: number): Promise<ProductHistory | undefined>;
}

async function readProduct(on: Kysely<ShopDatabase>, id: number, lock: boolean): Promise<AdminProduct | undefined> {
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

interface Change {
  action: 'save' | 'undo';
  by: string;
  undoes?: number;
}

/** Inside the transaction, the current product locked: check `body` as an import line, write it and record it. */
async function saveChecked(
  trx: Trx,
  current: AdminProduct,
  etag: string,
  body: unknown,
  change: Change,
): Promise<SaveResult> {
  const writer = await CatalogWriter.open(trx, 'upsert');
  const checker = new CatalogChecker(writer.knownCategories);
  const checked = checker.product(withId(body, current.id));
  if (checked && !checked.categoryKnown)
    checker.problem(unknownCategoryProblem(checked.index, checked.product.id, checked.product.category));
  if (checked && checked.product.id !== current.id)
    checker.problem(
      `products[0] (id ${checked.product.id}): field 'id' must be the id in the address, ${current.id}, got ${checked.product.id}`,
    );
  try {
    checker.throwIfProblems();
  } catch (error) {
    if (error instanceof CatalogValidationError) return { kind: 'invalid', problems: error.problems.map(problemOf) };
    throw error;
  }
  const product = checked!.product;
  // Nothing differs from what is stored: no write, no entry, the catalogue version stays.
  if (etagOf({ ...product, price: Math.round(product.price * 100) / 100 }) === etag)
    return { kind: 'saved', product: current, etag };
  await writer.addProduct(product, 0, true);
  await writer.finish();
  const after = (await readProduct(trx, current.id, false))!;
  await trx
    .insertInto('product_changes')
    .values({
      product_id: current.id,
      by: change.by,
      action: change.action,
      before: JSON.stringify(current),
      after: JSON.stringify(after),
      undoes: change.undoes ?? null,
    })
    .execute();
  return { kind: 'saved', product: after, etag: etagOf(after) };
}

/** Reads and locks the product and checks If-Match; then `next` decides what to write. */
function overCurrent(
  db: ShopDb,
  id: number,
  ifMatch: string,
  next: (trx: Trx, current: AdminProduct, etag: string) => Promise<SaveResult>,
): Promise<SaveResult> {
  return guarded(
    () =>
      inWriteTransaction(db, async (trx) => {
        const current = await readProduct(trx, id, !isSqlite(db));
        if (!current) return { kind: 'not_found' };
        const etag = etagOf(current);
        if (!ifMatchHolds(ifMatch, etag)) return { kind: 'stale', current, etag };
        return next(trx, current, etag);
      }),
    UNAVAILABLE,
  );
}

export function createProductEdits(db: ShopDb): ProductEdits {
  return {
    read: (id) =>
      guarded(async () => {
        const product = await readProduct(db, id, false);
        return product && { product, etag: etagOf(product) };
      }, UNAVAILABLE),

    save: (id, body, ifMatch, by) =>
      overCurrent(db, id, ifMatch, (trx, current, etag) =>
        saveChecked(trx, current, etag, body, { action: 'save', by }),
      ),

    undo: (id, changeId, ifMatch, by) =>
      overCurrent(db, id, ifMatch, async (trx, current, etag) => {
        const change = await trx
          .selectFrom('product_changes')
          .select('before')
          .where('id', '=', changeId)
          .where('product_id', '=', id)
          .executeTakeFirst();
        if (!change) return { kind: 'no_change' };
        if (change.before === null) return { kind: 'nothing_before' };
        return saveChecked(trx, current, etag, parsedRecord<AdminProduct>(change.before), {
          action: 'undo',
          by,
          undoes: changeId,
        });
      }),

    history: (id, limit, before) =>
      guarded(async () => {
        let query = db
          .selectFrom('product_changes')
          .selectAll()
          .where('product_id', '=', id)
          .orderBy('id', 'desc')
          .limit(limit + 1);
        if (before !== undefined) query = query.where('id', '<', before);
        const rows = await query.execute();
        if (rows.length === 0 && !(await readProduct(db, id, false))) return undefined;
        return historyPage<AdminProduct, (typeof rows)[number]>(rows, limit, FIELDS, (row) =>
          row.undoes === null ? {} : { undoes: Number(row.undoes) },
        );
      }, UNAVAILABLE),
  };
}
