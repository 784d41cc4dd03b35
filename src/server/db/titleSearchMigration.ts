// Part of the released migration 2026-11-24-006-title-search: each product's search text in its own
// column, and an index over it that finds substrings. Safe to run again (tests re-run migrations).
import { sql, type Kysely } from 'kysely';
import { normaliseForSearch } from '../../titleSearch/fold';
import { isSqlite } from './dialect';

/** Rows per backfill statement (two parameters each, below both databases' limits). */
const BACKFILL_BATCH = 5000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
type AnyDb = Kysely<any>;

export async function addTitleSearch(db: AnyDb): Promise<void> {
  if (isSqlite(db)) {
    const found = await sql`select 1 from pragma_table_info('products') where name = 'search_title'`.execute(db);
    if (found.rows.length === 0)
      await sql`alter table products add column search_title text not null default ''`.execute(db);
  } else {
    await sql`alter table products add column if not exists search_title text not null default ''`.execute(db);
  }
  await backfillSearchTitles(db);
  await addOrderedSearchIndex(db);
  await (isSqlite(db) ? createSqliteIndex(db) : createPostgresIndex(db));
}

/** Catalogue order with the search text: a search walking the catalogue reads this index, not the rows. */
async function addOrderedSearchIndex(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('products_position').ifExists().execute();
  await db.schema
    .createIndex('products_order_search')
    .ifNotExists()
    .on('products')
    .columns(['position', 'id', 'search_title'])
    .execute();
}

/**
 * Today's fold, not a frozen copy: the stored text must equal what searches fold their terms with.
 * Only rows whose text changes are written (a later fold changes few), so the index is touched for those alone.
 */
async function backfillSearchTitles(db: AnyDb): Promise<void> {
  for (let afterId: number | undefined = 0; afterId !== undefined;) {
    const { stale, lastId } = await staleTitlesAfter(db, afterId);
    await writeSearchTitles(db, stale);
    afterId = lastId;
  }
}

/** The next `batch` titles after the product id `afterId` whose search text changes, and the batch's last id (none: no product left). */
export async function staleTitlesAfter(
  reads: AnyDb,
  afterId: number,
  batch = BACKFILL_BATCH,
): Promise<{ stale: Array<{ id: number; folded: string }>; lastId?: number }> {
  const rows = (await reads
    .selectFrom('products')
    .select(['id', 'title', 'search_title'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(batch)
    .execute()) as Array<{ id: number; title: string; search_title: string }>;
  const stale = rows.flatMap((row) => {
    const folded = normaliseForSearch(row.title);
    return folded === row.search_title ? [] : [{ id: Number(row.id), folded }];
  });
  return rows.length === 0 ? { stale } : { stale, lastId: Number(rows[rows.length - 1]?.id) };
}

export async function writeSearchTitles(db: AnyDb, stale: Array<{ id: number; folded: string }>): Promise<void> {
  if (stale.length === 0) return;
  const values = sql.join(stale.map((row) => sql`(cast(${row.id} as integer), cast(${row.folded} as text))`));
  // VALUES names its columns column1, column2 on both databases.
  await sql`update products set search_title = v.column2 from (values ${values}) as v where products.id = v.column1`.execute(
    db,
  );
}

/** External content kept in step by triggers: every writer keeps the index right without knowing of it. */
async function createSqliteIndex(db: AnyDb): Promise<void> {
  await sql`create virtual table if not exists products_search using fts5(
    search_title, content='products', content_rowid='id', tokenize='trigram remove_diacritics 1')`.execute(db);
  await sql`insert into products_search(products_search) values ('rebuild')`.execute(db);
  // Where an index match stands in catalogue order, without reading its (wide) row.
  await sql`create index if not exists products_id_search on products (id, position, search_title)`.execute(db);
  await sql`create trigger if not exists products_search_insert after insert on products begin
    insert into products_search(rowid, search_title) values (new.id, new.search_title);
  end`.execute(db);
  await sql`create trigger if not exists products_search_delete after delete on products begin
    insert into products_search(products_search, rowid, search_title) values ('delete', old.id, old.search_title);
  end`.execute(db);
  await sql`create trigger if not exists products_search_update after update of id, search_title on products begin
    insert into products_search(products_search, rowid, search_title) values ('delete', old.id, old.search_title);
    insert into products_search(rowid, search_title) values (new.id, new.search_title);
  end`.execute(db);
}

// pg_trgm in `public`, not in the search path's first schema: dropping that schema (tests use one
// each) would take the extension and every other schema's index with it.
async function createPostgresIndex(db: AnyDb): Promise<void> {
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  await sql`create index if not exists products_search_title_trgm
    on products using gin (search_title ${await trigramOpsOf(db)})`.execute(db);
}

/** pg_trgm's GIN operator class, named in the schema the extension is in. */
export async function trigramOpsOf(db: AnyDb) {
  const found = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  return sql.id(found.rows[0]?.schema ?? 'public', 'gin_trgm_ops');
}
