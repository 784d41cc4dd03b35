// Staff changes to categories: checked by the import's rules (CatalogChecker), written as
// the import writes a category (CatalogWriter, whose finish moves the catalogue version on, so shoppers'
// answers follow) or, for a new name, in place with its products; in one transaction with the If-Match
// check and the history entry (docs/staff.md).
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { AdminCategory, AdminCategoryRow, CategoryHistory } from '../../contract';
import type { CategoryInput } from '../catalog/catalogInput';
import { MATCH_COUNT_CAP } from '../catalog/catalogPages';
import { categoryOf } from '../catalog/categoryRows';
import { CatalogChecker } from '../catalog/validateCatalog';
import { CatalogWriter } from '../catalog/writeCatalog';
import type { ShopDb } from '../db/connection';
import { costlyReadsOf } from '../db/costlyReads/shopKysely';
import { isSqlite } from '../db/dialect';
import type { ShopDatabase } from '../db/schema';
import { guarded } from '../db/unavailableOnError';
import { inWriteTransaction, type Trx } from '../db/writeTransaction';
import { CATALOG_UNAVAILABLE as UNAVAILABLE } from './catalogUnavailable';
import { historyPage } from './versioned/editHistory';
import {
  addressIdWords,
  ifMatchHolds,
  strongEtag,
  withId,
  type EditOutcome,
  type FieldWords,
  type Versioned,
} from './versioned/versionedRecord';

/** The fields of an AdminCategory, in the order of the ETag's hash and of a change's `changed`. */
const FIELDS = ['id', 'catName', 'bgColor', 'imageUrl'] as const;

/** The list counts each category's products up to here, as the shop's counts stop at their cap. */
const LIST_COUNT_CAP = MATCH_COUNT_CAP;
/** SQLite writes on the event loop: a rename moves its products this many at a time, letting it run between. */
const SQLITE_MOVE_BATCH = 2000;

const etagOf = (category: AdminCategory): string =>
  strongEtag(
    'c',
    FIELDS.map((field) => category[field]),
  );

/** A category's own refusals, beside every versioned record's outcomes. */
export type CategoryRefusal =
  { kind: 'name_taken'; problems: readonly FieldWords[] } | { kind: 'in_use'; products: number };

type CategoryResult = EditOutcome<AdminCategory, CategoryRefusal>;

export interface CategoryEdits {
  /** Every category in the shop's order, with its ETag and how many products it has. */
  list(): Promise<AdminCategoryRow[]>;
  read(id: number): Promise<Versioned<AdminCategory> | undefined>;
  /** `by`: the staff member's email. */
  add(body: unknown, by: string): Promise<CategoryResult>;
  /** `ifMatch`: the request's If-Match header. */
  save(id: number, body: unknown, ifMatch: string, by: string): Promise<CategoryResult>;
  remove(id: number, ifMatch: string, by: string): Promise<CategoryResult>;
  /**
   * Newest first, at most `limit`, older than the change `before` when given: one category's (undefined
   * for an id that has neither a category nor a history), or every category's for `id` undefined.
   */
  history(id: number | undefined, limit: number, before?: number): Promise<CategoryHistory | undefined>;
}

interface Stored {
  category: AdminCategory;
  position: number;
}

async function readCategory(on: Kysely<ShopDatabase>, id: number, lock: boolean): Promise<Stored | undefined> {
  const query = on.selectFrom('categories').selectAll().where('id', '=', id);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  return (
    row && {
      category: categoryOf(row),
      position: Number(row.position),
    }
  );
}

/** The products of one category, counted along its index (products_category): no other product is read. */
async function productsIn(reads: Kysely<ShopDatabase>, catName: string): Promise<number> {
  const row = await reads
    .selectFrom('products')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('category', '=', catName)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** As productsIn, but reading at most LIST_COUNT_CAP + 1 index entries: the list's cost stays bounded. */
async function productsInCapped(reads: Kysely<ShopDatabase>, catName: string) {
  const row = await reads
    .selectFrom((eb) =>
      eb
        .selectFrom('products')
        .select('id')
        .where('category', '=', catName)
        .limit(LIST_COUNT_CAP + 1)
        .as('capped'),
    )
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  const count = Number(row?.count ?? 0);
  return { products: Math.min(count, LIST_COUNT_CAP), productsCapped: count > LIST_COUNT_CAP };
}

/** The body checked as one category record of an import file; the shop's other names are taken. */
function checked(
  body: unknown,
  id: number,
  names: ReadonlySet<string>,
  ownName?: string,
): { category: CategoryInput } | { kind: 'invalid' | 'name_taken'; problems: readonly FieldWords[] } {
  const checker = new CatalogChecker(names);
  const category = checker.category(withId(body, id));
  if (category && category.id !== id) checker.fieldProblem('categories[0]', 'id', addressIdWords(id, category.id));
  if (!checker.clean || !category) return { kind: 'invalid', problems: checker.fieldProblems };
  const { catName } = category;
  if (catName !== ownName && names.has(catName))
    return {
      kind: 'name_taken',
      problems: [
        {
          field: 'catName',
          words: (i18n) =>
            i18n._({
              id: 'api.staff.category.nameTaken',
              message: 'a category named {name} is in the shop already',
              values: { name: JSON.stringify(catName) },
            }),
        },
      ],
    };
  return { category };
}

async function record(
  trx: Trx,
  id: number,
  action: 'add' | 'save' | 'remove',
  by: string,
  before: AdminCategory | null,
  after: AdminCategory | null,
): Promise<void> {
  await trx
    .insertInto('category_changes')
    .values({
      category_id: id,
      by,
      action,
      before: before && JSON.stringify(before),
      after: after && JSON.stringify(after),
    })
    .execute();
}

const asCategory = ({ id, catName, bgColor, imageUrl }: CategoryInput & { id: number }): AdminCategory => ({
  id,
  catName,
  bgColor,
  imageUrl,
});

/**
 * A new name: products name their category, so they move with it. The row changes in place (the
 * foreign key checked at the transaction's end), so a change waiting for its lock still finds it.
 */
async function rename(trx: Trx, stored: Stored, category: CategoryInput): Promise<void> {
  await (isSqlite(trx) ? sql`pragma defer_foreign_keys = on` : sql`set constraints all deferred`).execute(trx);
  await trx
    .updateTable('categories')
    .set({ cat_name: category.catName, bg_color: category.bgColor, image_url: category.imageUrl })
    .where('id', '=', stored.category.id)
    .execute();
  await moveProducts(trx, stored.category.catName, category.catName);
}

/**
 * Every product of `from` into `to`, in the rename's transaction. SQLite: a batch at a time, so the
 * event loop serves what needs no write between batches (docs/staff.md has the figures); PostgreSQL:
 * one statement (its batches would walk the moved rows' old index entries again each time).
 */
async function moveProducts(trx: Trx, from: string, to: string): Promise<void> {
  const batch = isSqlite(trx) ? SQLITE_MOVE_BATCH : undefined;
  for (;;) {
    let ids = trx.selectFrom('products').select('id').where('category', '=', from);
    if (batch) ids = ids.limit(batch);
    const moved = await trx
      .updateTable('products')
      .set({ category: to, updated_at: Date.now() })
      .where('id', 'in', ids)
      .executeTakeFirst();
    if (!batch || Number(moved.numUpdatedRows) < batch) return;
    await nextTurn();
  }
}

/** A new category after the others, its id past every id a category had. */
async function addCategory(trx: Trx, body: unknown, by: string): Promise<CategoryResult> {
  if (typeof body === 'object' && body !== null && 'id' in body)
    return {
      kind: 'invalid',
      problems: [
        {
          field: 'id',
          words: (i18n) =>
            i18n._({
              id: 'api.staff.category.idGiven',
              message: "field {field} is the shop's to give a new category: leave it out",
              values: { field: "'id'" },
            }),
        },
      ],
    };
  const writer = await CatalogWriter.open(trx, 'upsert');
  // Past every id a category had, so a new category never takes on a removed one's history.
  const top = await trx
    .selectFrom('categories')
    .select((eb) => [eb.fn.max('id').as('id'), eb.fn.max('position').as('position')])
    .executeTakeFirstOrThrow();
  const recorded = await trx
    .selectFrom('category_changes')
    .select((eb) => eb.fn.max('category_id').as('id'))
    .executeTakeFirstOrThrow();
  const id = Math.max(Number(top.id ?? 0), Number(recorded.id ?? 0)) + 1;
  const result = checked(body, id, writer.knownCategories);
  if (!('category' in result)) return result;
  writer.addCategory(result.category, top.position === null ? 0 : Number(top.position) + 1);
  await writer.finish();
  const category = asCategory({ ...result.category, id });
  await record(trx, id, 'add', by, null, category);
  return { kind: 'saved', record: category, etag: etagOf(category) };
}

export function createCategoryEdits(db: ShopDb): CategoryEdits {
  /** Reads and locks the category and checks If-Match; then `next` decides what to write. */
  const overCurrent = (
    id: number,
    ifMatch: string,
    next: (trx: Trx, stored: Stored, etag: string) => Promise<CategoryResult>,
  ): Promise<CategoryResult> =>
    guarded(
      () =>
        inWriteTransaction(db, async (trx) => {
          const stored = await readCategory(trx, id, !isSqlite(db));
          if (!stored) return { kind: 'not_found' };
          const etag = etagOf(stored.category);
          if (!ifMatchHolds(ifMatch, etag)) return { kind: 'stale', current: stored.category, etag };
          return next(trx, stored, etag);
        }),
      UNAVAILABLE,
    );

  return {
    list: () =>
      guarded(async () => {
        const rows = await db.selectFrom('categories').selectAll().orderBy('position').orderBy('id').execute();
        const reads = costlyReadsOf(db);
        return Promise.all(
          rows.map(async (row) => {
            const category = categoryOf(row);
            return { category, etag: etagOf(category), ...(await productsInCapped(reads, row.cat_name)) };
          }),
        );
      }, UNAVAILABLE),

    read: (id) =>
      guarded(async () => {
        const stored = await readCategory(db, id, false);
        return stored && { record: stored.category, etag: etagOf(stored.category) };
      }, UNAVAILABLE),

    add: (body, by) => guarded(() => inWriteTransaction(db, (trx) => addCategory(trx, body, by)), UNAVAILABLE),

    save: (id, body, ifMatch, by) =>
      overCurrent(id, ifMatch, async (trx, stored, etag) => {
        const writer = await CatalogWriter.open(trx, 'upsert');
        const result = checked(body, id, writer.knownCategories, stored.category.catName);
        if (!('category' in result)) return result;
        const category = asCategory({ ...result.category, id });
        // Nothing differs from what is stored: no write, no entry, the catalogue version stays.
        if (etagOf(category) === etag) return { kind: 'saved', record: stored.category, etag };
        if (category.catName === stored.category.catName) writer.addCategory(result.category, stored.position);
        else await rename(trx, stored, result.category);
        await writer.finish();
        await record(trx, id, 'save', by, stored.category, category);
        return { kind: 'saved', record: category, etag: etagOf(category) };
      }),

    remove: (id, ifMatch, by) =>
      overCurrent(id, ifMatch, async (trx, stored) => {
        // Exact, along the category's index range; the foreign key would refuse the removal anyway.
        const products = await productsIn(trx, stored.category.catName);
        if (products > 0) return { kind: 'in_use', products };
        const writer = await CatalogWriter.open(trx, 'upsert');
        await trx.deleteFrom('categories').where('id', '=', id).execute();
        await writer.finish();
        await record(trx, id, 'remove', by, stored.category, null);
        return { kind: 'removed' };
      }),

    history: (id, limit, before) =>
      guarded(async () => {
        let query = db
          .selectFrom('category_changes')
          .selectAll()
          .orderBy('id', 'desc')
          .limit(limit + 1);
        if (id !== undefined) query = query.where('category_id', '=', id);
        if (before !== undefined) query = query.where('id', '<', before);
        const rows = await query.execute();
        if (id !== undefined && rows.length === 0 && !(await readCategory(db, id, false))) return undefined;
        return historyPage<AdminCategory, (typeof rows)[number]>(rows, limit, FIELDS);
      }, UNAVAILABLE),
  };
}
