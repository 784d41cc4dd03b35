// Writes checked records in batches inside the import's ONE transaction and bumps the catalogue
// version at the end, so either the whole file is in the shop (and running servers rebuild their
// prepared answers) or nothing changed. A product it changes is dated (its sitemap lastmod).
import { sql, type InsertQueryBuilder, type InsertResult, type Transaction } from 'kysely';
import { normaliseForSearch } from '../../titleSearch/fold';
import type { ShopDatabase } from '../db/schema';
import type { CategoryInput, ImportMode, ProductInput } from './catalogInput';
import { isSqlite } from '../db/dialect';
import { upkeepDoneBy, UPKEEP_JOBS } from '../db/upkeep/upkeepJobs';
import { BatchInserts, type BatchRow } from './batchInsert';
import { moveCatalogOn } from './moveCatalogOn';
import { sameProduct } from './catalogDiff';
import { createStagingTables, type CatalogTables } from './postgresStaging';
import { adminProductColumns, groupFiles } from './productRows';
import { pauseSqliteSearchIndex } from './sqliteSearchIndexPause';
import { WordListChanges } from '../db/wordList';
import { centsOf } from '../../money';
import { DEFAULT_VAT_RATE } from '../../contract/selling';

/** Rows per INSERT: below SQLite's and PostgreSQL's bound-parameter limits. */
const PRODUCT_CHUNK = 500;
const IMAGE_CHUNK = 1000;
/** Products whose category comes later in the file wait here (no foreign key) until it is written. */
const PENDING_PRODUCTS = 'import_pending_products';
const PENDING_IMAGES = 'import_pending_images';

type Trx = Transaction<ShopDatabase>;
type ProductRow = Omit<ShopDatabase['products'], 'vat_rate'> & { vat_rate: number };
type ImageRow = ShopDatabase['product_images'];

/**
 * The write failed and was rolled back; the driver's error is the cause. Not rethrown: better-sqlite3's
 * errors are no `instanceof Error` in another realm (a Jest test file), this one is (importCatalog.test.ts).
 */
export class CatalogWriteError extends Error {
  override name = 'CatalogWriteError';
  constructor(cause: unknown) {
    const message = (cause as { message?: unknown } | null)?.message;
    super(typeof message === 'string' ? message : String(cause), { cause });
  }
}

export function productRow(product: ProductInput, position: number, updatedAt = Date.now()): ProductRow {
  return {
    id: product.id,
    title: product.title,
    price_cents: centsOf(product.price),
    description: product.description,
    mark: product.mark,
    category: product.category,
    position,
    search_title: normaliseForSearch(product.title),
    updated_at: updatedAt,
    stock: product.stock ?? null,
    vat_rate: product.vatRate ?? DEFAULT_VAT_RATE,
  };
}

/** A product written again keeps its place in the list; its other columns are replaced. */
const UPDATED_COLUMNS = Object.keys(
  productRow({ id: 0, title: '', price: 0, description: '', mark: '', category: '', images: [] }, 0),
).filter((column) => column !== 'id' && column !== 'position') as Array<keyof ProductRow>;

export interface UnknownReference {
  index: number;
  id: number;
  category: string;
}

export class CatalogWriter {
  private categories: Array<{ category: CategoryInput; position: number }> = [];
  private products: Array<{ product: ProductInput; row: ProductRow }> = [];
  private pending: Array<{ product: ProductInput; row: ProductRow }> = [];
  /** Pictures wait for a full batch (one statement text for all full batches), per target table. */
  private images = new Map<string, ImageRow[]>();
  private pendingCreated = false;
  private readonly inserts: BatchInserts;
  /** The titles' words this write adds and removes, written with it (the word list of "Did you mean"). */
  private readonly words = new WordListChanges();
  /** The write's time: the catalogue's, and each changed product's. */
  private readonly now = new Date();
  /** Products an upsert wrote that were not there, and those removeProducts took out: the kept count follows. */
  private added = 0;
  private removed = 0;

  private constructor(
    private readonly trx: Trx,
    private readonly mode: ImportMode,
    private readonly firstPosition: number,
    /** The shop's category names an upsert file may refer to. */
    readonly knownCategories: ReadonlySet<string>,
    /** Where the rows go: the live tables, or a replace's staging tables on PostgreSQL. */
    private readonly tables: CatalogTables = {
      categories: 'categories',
      products: 'products',
      product_images: 'product_images',
    },
    /** A replace's last step before the version moves on (search index rebuild, staging swap). */
    private readonly complete: () => Promise<void> = () => Promise.resolve(),
  ) {
    this.inserts = new BatchInserts(trx, UPDATED_COLUMNS);
  }

  /** Replace: empties the catalogue first (inside the transaction), or on PostgreSQL fills staging tables. */
  static async open(trx: Trx, mode: ImportMode): Promise<CatalogWriter> {
    if (mode === 'replace' && !isSqlite(trx)) {
      const staging = await createStagingTables(trx);
      return new CatalogWriter(trx, mode, 0, new Set(), staging.tables, () => staging.swapIn());
    }
    if (mode === 'replace') {
      const searchIndex = await pauseSqliteSearchIndex(trx);
      await trx.deleteFrom('product_images').execute();
      await trx.deleteFrom('products').execute();
      await trx.deleteFrom('categories').execute();
      return new CatalogWriter(trx, mode, 0, new Set(), undefined, () => searchIndex.resume());
    }
    const last = await trx
      .selectFrom('products')
      .select((eb) => eb.fn.max('position').as('max'))
      .executeTakeFirst();
    const names = await trx.selectFrom('categories').select('cat_name').execute();
    const firstPosition = last?.max != null ? Number(last.max) + 1 : 0;
    return new CatalogWriter(trx, mode, firstPosition, new Set(names.map((row) => row.cat_name)));
  }

  addCategory(category: CategoryInput, position: number): void {
    this.categories.push({ category, position });
  }

  /** `categoryKnown`: its category was read before it, so it can be written now. */
  async addProduct(product: ProductInput, index: number, categoryKnown: boolean): Promise<void> {
    const batch = categoryKnown ? this.products : this.pending;
    batch.push({ product, row: productRow(product, this.firstPosition + index, this.now.getTime()) });
    if (batch.length >= PRODUCT_CHUNK) await this.flush(false);
  }

  /**
   * An upsert's products taken out, as a replace empties the catalogue: their pictures' rows, their
   * titles' words and their rows (SQLite's search index follows by trigger). Their list places stay free.
   */
  async removeProducts(ids: number[]): Promise<void> {
    await this.flush();
    const rows = await this.trx.selectFrom('products').select('title').where('id', 'in', ids).execute();
    for (const row of rows) this.words.removed(row.title);
    await this.trx.deleteFrom('product_images').where('product_id', 'in', ids).execute();
    const deleted = await this.trx.deleteFrom('products').where('id', 'in', ids).executeTakeFirst();
    this.removed += Number(deleted.numDeletedRows);
  }

  /** Writes what is waiting; the pictures' last part batch only when `all`. */
  async flush(all = true): Promise<void> {
    await this.writeCategories();
    if (this.products.length > 0) await this.writeProducts(this.products.splice(0), false);
    if (this.pending.length > 0) {
      await this.createPendingTables();
      await this.writeProducts(this.pending.splice(0), true);
    }
    for (const [table, rows] of this.images) {
      while (rows.length >= IMAGE_CHUNK || (all && rows.length > 0))
        await this.inserts.insert(table, rows.splice(0, IMAGE_CHUNK) as unknown as BatchRow[], false);
    }
  }

  /** The products set aside whose category the file never gave, first ones first. */
  async unknownReferences(limit: number): Promise<{ first: UnknownReference[]; total: number }> {
    await this.flush();
    if (!this.pendingCreated) return { first: [], total: 0 };
    const missing = sql`FROM ${sql.table(PENDING_PRODUCTS)} p
      WHERE NOT EXISTS (SELECT 1 FROM ${sql.table(this.tables.categories)} c WHERE c.cat_name = p.category)`;
    const first = await sql<Pick<ProductRow, 'position' | 'id' | 'category'>>`
      SELECT p.position, p.id, p.category ${missing} ORDER BY p.position LIMIT ${limit}`.execute(this.trx);
    const count = await sql<{ total: number | string }>`SELECT count(*) AS total ${missing}`.execute(this.trx);
    return {
      first: first.rows.map((row) => ({
        index: row.position - this.firstPosition,
        id: row.id,
        category: row.category,
      })),
      total: Number(count.rows[0]?.total ?? 0),
    };
  }

  /** Moves the set-aside products in and bumps the catalogue version, once. */
  async finish(): Promise<void> {
    await this.flush();
    if (this.pendingCreated) {
      const pendingIds = this.trx.selectFrom(PENDING_PRODUCTS as 'products').select('id');
      // SQLite reads `ON CONFLICT` after a bare `SELECT … FROM t` as a join's; a WHERE settles it.
      const moved = this.trx.insertInto(this.tables.products).expression(
        this.trx
          .selectFrom(PENDING_PRODUCTS as 'products')
          .selectAll()
          .where(sql<boolean>`true`),
      );
      if (this.mode === 'upsert') {
        await upsertProducts(moved);
        await this.trx.deleteFrom('product_images').where('product_id', 'in', pendingIds).execute();
      } else await moved.execute();
      await this.trx
        .insertInto(this.tables.product_images)
        .expression(this.trx.selectFrom(PENDING_IMAGES as 'product_images').selectAll())
        .execute();
      await sql`DROP TABLE ${sql.table(PENDING_IMAGES)}`.execute(this.trx);
      await sql`DROP TABLE ${sql.table(PENDING_PRODUCTS)}`.execute(this.trx);
    }
    if (this.mode === 'upsert') await closePositionGaps(this.trx, this.firstPosition);
    await this.words.write(this.trx, { fromEmpty: this.mode === 'replace' });
    // Every title written anew: no title is left to fold again or to count in the word list.
    if (this.mode === 'replace') await upkeepDoneBy(this.trx, [UPKEEP_JOBS.searchFold, UPKEEP_JOBS.wordList]);
    await this.complete();
    const change =
      this.mode === 'replace'
        ? { replacedWith: await countProducts(this.trx) }
        : { added: this.added, removed: this.removed };
    await moveCatalogOn(this.trx, change, this.now);
  }

  private async writeCategories(): Promise<void> {
    if (this.categories.length === 0) return;
    const given = this.categories.map(({ category }) => category.id ?? 0);
    const maxRow = await this.trx
      .selectFrom(this.tables.categories)
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    let nextId = Math.max(Number(maxRow?.max ?? 0), ...given, 0);
    const rows = this.categories.splice(0).map(({ category, position }) => ({
      id: category.id ?? ++nextId,
      cat_name: category.catName,
      bg_color: category.bgColor,
      image_url: category.imageUrl,
      position,
    }));
    const insert = this.trx.insertInto(this.tables.categories).values(rows);
    // A replace starts from no categories (and the file's names are checked unique).
    if (this.mode === 'replace') await insert.execute();
    else
      await insert
        .onConflict((oc) =>
          oc.column('cat_name').doUpdateSet((eb) => ({
            bg_color: eb.ref('excluded.bg_color'),
            image_url: eb.ref('excluded.image_url'),
            position: eb.ref('excluded.position'),
          })),
        )
        .execute();
  }

  /** An upsert's products already in the shop lose their old titles' words, and keep their date if unchanged. */
  private async replacedProducts(batch: Array<{ product: ProductInput; row: ProductRow }>): Promise<void> {
    const ids = batch.map(({ product }) => product.id);
    const rows = await this.trx
      .selectFrom('products')
      .select([...adminProductColumns, 'updated_at'])
      .where('id', 'in', ids)
      .execute();
    this.added += batch.length - rows.length;
    if (rows.length === 0) return;
    const files = groupFiles(
      await this.trx
        .selectFrom('product_images')
        .select(['product_id', 'file'])
        .where('product_id', 'in', ids)
        .orderBy('product_id')
        .orderBy('position')
        .execute(),
    );
    const before = new Map(rows.map((row) => [Number(row.id), row]));
    for (const { product, row } of batch) {
      const old = before.get(product.id);
      if (!old) continue;
      this.words.removed(old.title);
      if (sameProduct(product, { ...old, images: files.get(product.id) ?? [] }))
        row.updated_at = Number(old.updated_at);
    }
  }

  private async createPendingTables(): Promise<void> {
    if (this.pendingCreated) return;
    this.pendingCreated = true;
    await sql`CREATE TEMP TABLE ${sql.table(PENDING_PRODUCTS)} AS SELECT * FROM products LIMIT 0`.execute(this.trx);
    await sql`CREATE TEMP TABLE ${sql.table(PENDING_IMAGES)} AS SELECT * FROM product_images LIMIT 0`.execute(this.trx);
  }

  private async writeProducts(
    batch: Array<{ product: ProductInput; row: ProductRow }>,
    pending: boolean,
  ): Promise<void> {
    const table = pending ? PENDING_PRODUCTS : this.tables.products;
    if (this.mode === 'upsert') await this.replacedProducts(batch);
    for (const { product } of batch) this.words.added(product.title);
    // A replace writes into emptied tables with every id checked unique: a plain insert.
    await this.inserts.insert(
      table,
      batch.map(({ row }) => row as unknown as BatchRow),
      this.mode === 'upsert' && !pending,
    );
    if (this.mode === 'upsert' && !pending) {
      const ids = batch.map(({ product }) => product.id);
      await this.trx.deleteFrom('product_images').where('product_id', 'in', ids).execute();
    }
    const imageTable = pending ? PENDING_IMAGES : this.tables.product_images;
    const waiting = this.images.get(imageTable) ?? [];
    this.images.set(imageTable, waiting);
    for (const { product } of batch)
      product.images.forEach((file, position) => waiting.push({ product_id: product.id, position, file }));
  }
}

/**
 * An upsert's new products stand after the last one in file order, at position `from` on; the
 * file's products already there leave holes in that range. Closed, a catalogue without gaps keeps
 * paging by position (catalogQueries.ts). Two steps, as positions are unique: above the last, then into place.
 */
async function closePositionGaps(trx: Trx, from: number): Promise<void> {
  const { rows } = await sql<{ n: number | string; top: number | null }>`
    select count(*) as n, max(position) as top from products where position >= ${from}`.execute(trx);
  const added = Number(rows[0]?.n ?? 0);
  const top = Number(rows[0]?.top ?? from - 1);
  if (top === from + added - 1) return;
  await sql`update products set position = position + ${top + 1 - from} where position >= ${from}`.execute(trx);
  await sql`update products set position = ranked.place from (
    select id, ${from - 1} + row_number() over (order by position) as place from products where position > ${top}) as ranked
    where products.id = ranked.id`.execute(trx);
}

/** A replace's products, counted once in its transaction: the count every answer takes from then on. */
async function countProducts(trx: Trx): Promise<number> {
  const row = await trx
    .selectFrom('products')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function upsertProducts(insert: InsertQueryBuilder<ShopDatabase, 'products', InsertResult>): Promise<void> {
  await insert
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet((eb) =>
          Object.fromEntries(UPDATED_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)])),
        ),
    )
    .execute();
}
