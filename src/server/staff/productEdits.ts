// One product's edit, add and delete by staff (docs/staff.md): checked and written as an
// import line is, in one transaction with the If-Match check and the history entry.
import { MAX_PRODUCT_ID, type AdminProduct, type ProductHistory } from '../../contract';
import type { ShopDb } from '../db/connection';
import { isSqlite } from '../db/dialect';
import { CatalogWriter } from '../catalog/writeCatalog';
import { guarded } from '../db/unavailableOnError';
import {
  checkedProduct,
  etagOf,
  FIELDS,
  keepingStockAndVat,
  lockAdds,
  readProduct,
  recordChange,
  storedFormOf,
  type Change,
  type RecordedProduct,
} from './productRecords';
import { inWriteTransaction, type Trx } from '../db/writeTransaction';
import { historyPage, parsedRecord } from './versioned/editHistory';
import { CATALOG_UNAVAILABLE as UNAVAILABLE } from './catalogUnavailable';
import { ifMatchHolds, type EditOutcome, type Versioned } from './versioned/versionedRecord';

/** A product's own refusals, beside every versioned record's outcomes. */
export type ProductRefusal =
  /** Add: a product has this id already. */
  | { kind: 'taken'; id: number }
  /** Undo only: no such change of this product; a change that added a product now gone. */
  | { kind: 'no_change' }
  | { kind: 'gone_already' };

type SaveResult = EditOutcome<AdminProduct, ProductRefusal>;

/** The ETag read (If-Match), or none (If-None-Match: *) for an undo that brings a deleted product back. */
export type Precondition = { ifMatch: string } | { absent: true };

export interface ProductEdits {
  read(id: number): Promise<Versioned<AdminProduct> | undefined>;
  save(id: number, body: unknown, ifMatch: string, by: string): Promise<SaveResult>;
  add(body: unknown, by: string): Promise<SaveResult>;
  remove(id: number, ifMatch: string, by: string): Promise<SaveResult>;
  undo(id: number, changeId: number, precondition: Precondition, by: string): Promise<SaveResult>;
  /** The id an add proposes: above every product's and every recorded one's; undefined past the last id. */
  nextId(): Promise<number | undefined>;
  history(id: number, limit: number, before?: number): Promise<ProductHistory | undefined>;
}

/** `body` checked and upserted over `current`, or added (at `position` when free), then recorded. */
async function writeChecked(
  trx: Trx,
  id: number,
  body: unknown,
  current: Versioned<AdminProduct> | undefined,
  change: Change,
  position?: number,
): Promise<SaveResult> {
  const writer = await CatalogWriter.open(trx, 'upsert');
  const checked = checkedProduct(writer, current ? keepingStockAndVat(body, current.record) : body, id);
  if ('problems' in checked) return { kind: 'invalid', problems: checked.problems };
  const { product } = checked;
  // Nothing differs from what is stored: no write, no entry, the catalogue version stays.
  if (current && etagOf(storedFormOf(product)) === current.etag) return { kind: 'saved', ...current };
  await writer.addProduct(product, 0, true);
  if (!current && position !== undefined) {
    await writer.flush();
    await placeAt(trx, id, position);
  }
  await writer.finish();
  const after = (await readProduct(trx, id, false))!;
  await recordChange(trx, id, change, current?.record ?? null, after);
  return { kind: 'saved', record: after, etag: etagOf(after) };
}

/** A product brought back stands where it stood, unless an import has given that place to another. */
async function placeAt(trx: Trx, id: number, position: number): Promise<void> {
  const taken = await trx.selectFrom('products').select('id').where('position', '=', position).executeTakeFirst();
  if (!taken) await trx.updateTable('products').set({ position }).where('id', '=', id).execute();
}

/** Taken out by the import's writer, and recorded with its place. */
async function removeCurrent(trx: Trx, current: AdminProduct, change: Change): Promise<SaveResult> {
  const row = await trx.selectFrom('products').select('position').where('id', '=', current.id).executeTakeFirst();
  const writer = await CatalogWriter.open(trx, 'upsert');
  await writer.removeProducts([current.id]);
  await writer.finish();
  await recordChange(trx, current.id, change, { ...current, position: Number(row?.position) }, null);
  return { kind: 'removed' };
}

async function nextFreeId(on: Trx | ShopDb): Promise<number | undefined> {
  // Two index look-ups at any size. A deleted product's id is never proposed: its history names it.
  const product = await on
    .selectFrom('products')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  const recorded = await on
    .selectFrom('product_changes')
    .select((eb) => eb.fn.max('product_id').as('max'))
    .executeTakeFirst();
  const next = Math.max(Number(product?.max ?? 0), Number(recorded?.max ?? 0)) + 1;
  return next <= MAX_PRODUCT_ID ? next : undefined;
}

/** Reads and locks the product and checks the precondition; then `next` decides what to write. */
function overCurrent(
  db: ShopDb,
  id: number,
  precondition: Precondition,
  next: (trx: Trx, current: Versioned<AdminProduct> | undefined) => Promise<SaveResult>,
): Promise<SaveResult> {
  return guarded(
    () =>
      inWriteTransaction(db, async (trx) => {
        if (!('ifMatch' in precondition)) await lockAdds(trx);
        const product = await readProduct(trx, id, !isSqlite(db));
        const current = product && { record: product, etag: etagOf(product) };
        if ('ifMatch' in precondition) {
          if (!current) return { kind: 'not_found' };
          if (!ifMatchHolds(precondition.ifMatch, current.etag))
            return { kind: 'stale', current: product, etag: current.etag };
        } else if (current) return { kind: 'stale', current: product, etag: current.etag };
        return next(trx, current);
      }),
    UNAVAILABLE,
  );
}

const pickFields = (product: RecordedProduct | null): AdminProduct | null =>
  product && (Object.fromEntries(FIELDS.map((field) => [field, product[field]])) as AdminProduct);

export function createProductEdits(db: ShopDb): ProductEdits {
  return {
    read: (id) =>
      guarded(async () => {
        const product = await readProduct(db, id, false);
        return product && { record: product, etag: etagOf(product) };
      }, UNAVAILABLE),

    save: (id, body, ifMatch, by) =>
      overCurrent(db, id, { ifMatch }, (trx, current) => writeChecked(trx, id, body, current, { action: 'save', by })),

    add: (body, by) =>
      guarded(
        () =>
          inWriteTransaction(db, async (trx) => {
            await lockAdds(trx);
            const given = typeof body === 'object' && body !== null && 'id' in body ? body.id : undefined;
            const id = typeof given === 'number' ? given : given === undefined ? await nextFreeId(trx) : 0;
            if (id && (await trx.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()))
              return { kind: 'taken', id };
            return writeChecked(trx, id ?? 0, body, undefined, { action: 'add', by });
          }),
        UNAVAILABLE,
      ),

    remove: (id, ifMatch, by) =>
      overCurrent(db, id, { ifMatch }, (trx, current) => removeCurrent(trx, current!.record, { action: 'delete', by })),

    undo: (id, changeId, precondition, by) =>
      overCurrent(db, id, precondition, async (trx, current) => {
        const change = await trx
          .selectFrom('product_changes')
          .select('before')
          .where('id', '=', changeId)
          .where('product_id', '=', id)
          .executeTakeFirst();
        if (!change) return { kind: 'no_change' };
        const restored = parsedRecord<RecordedProduct>(change.before);
        const undo: Change = { action: 'undo', by, undoes: changeId };
        // The change added the product: undoing it takes the product out again.
        if (!restored) return current ? removeCurrent(trx, current.record, undo) : { kind: 'gone_already' };
        return writeChecked(trx, id, pickFields(restored), current, undo, restored.position);
      }),

    nextId: () => guarded(() => nextFreeId(db), UNAVAILABLE),

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
