// What a product's staff writes share (its read, ETag, the adds' lock, the import's check, the history
// entry); what every versioned record shares is in versioned/.
import { sql, type Kysely } from 'kysely';
import type { AdminProduct } from '../../contract';
import { DEFAULT_VAT_RATE } from '../../contract/selling';
import { centsOf, eurosOf } from '../../money';
import { isSqlite } from '../db/dialect';
import type { ShopDatabase } from '../db/schema';
import type { ProductInput } from '../catalog/catalogInput';
import { adminProductColumns, adminProductOf, pictureFilesOf } from '../catalog/productRows';
import { CatalogChecker } from '../catalog/validateCatalog';
import type { CatalogWriter } from '../catalog/writeCatalog';
import type { Trx } from '../db/writeTransaction';
import { addressIdWords, strongEtag, withId, type FieldWords } from './versioned/versionedRecord';

/**
 * The fields of an AdminProduct, in the order of the ETag's hash and of a change's `changed`. Stock is
 * in the hash: an order that lowers it changes the ETag, so a staff save made over an older figure is a
 * 412 with the current one, never a silent overwrite of what orders took (docs/staff.md).
 */
export const FIELDS = [
  'id',
  'title',
  'price',
  'description',
  'mark',
  'category',
  'images',
  'stock',
  'vatRate',
] as const;

/** PostgreSQL's advisory lock for adds (favourites use space 29): two must not take one list place. */
const PRODUCT_LOCK_SPACE = 38;
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
  const query = on.selectFrom('products').select(adminProductColumns).where('id', '=', id);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) return undefined;
  return adminProductOf(row, (await pictureFilesOf(on, [id])).get(id) ?? []);
}

/** Adds wait for each other on PostgreSQL (SQLite's `begin immediate` lets one writer in anyway). */
export async function lockAdds(trx: Trx): Promise<void> {
  if (!isSqlite(trx)) await sql`select pg_advisory_xact_lock(${PRODUCT_LOCK_SPACE}, ${ADDS_LOCK})`.execute(trx);
}

/**
 * A save's (and an undo's) body with the stock and VAT rate stored where it leaves them out: a client
 * that predates them (or a change recorded before them) must not reset a counted stock or a 7 % rate.
 */
export function keepingStockAndVat(body: unknown, stored: AdminProduct): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const given = body as Partial<AdminProduct>;
  return {
    ...body,
    stock: given.stock === undefined ? stored.stock : given.stock,
    vatRate: given.vatRate === undefined ? stored.vatRate : given.vatRate,
  };
}

/** The checked input as the AdminProduct it stores (price to the cent, stock and rate filled in). */
export const storedFormOf = (product: ProductInput): AdminProduct => ({
  ...product,
  price: eurosOf(centsOf(product.price)),
  stock: product.stock ?? null,
  vatRate: product.vatRate ?? DEFAULT_VAT_RATE,
});

/** `body` checked as one line of an upsert file would be, its id `id`: the product, or each problem by field. */
export function checkedProduct(
  writer: CatalogWriter,
  body: unknown,
  id: number,
): { product: ProductInput } | { problems: readonly FieldWords[] } {
  const checker = new CatalogChecker(writer.knownCategories);
  const checked = checker.product(withId(body, id));
  if (checked && !checked.categoryKnown)
    checker.unknownCategory(checked.index, checked.product.id, checked.product.category);
  if (checked && checked.product.id !== id)
    checker.fieldProblem(`products[0] (id ${checked.product.id})`, 'id', addressIdWords(id, checked.product.id));
  if (!checker.clean || !checked) return { problems: checker.fieldProblems };
  return { product: checked.product };
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
