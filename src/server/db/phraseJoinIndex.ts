// Part of the migration 2026-11-29-018-phrase-joins (PostgreSQL only): a trigram index over the search
// text with its spaces read as the letter q. pg_trgm's trigrams stop at spaces, so its index of the
// search text cannot tell where a phrase's words meet; this one holds those trigrams ('lqe' of
// 'zollqedition'), and a phrase of two frequent words that never stand together reads next to
// nothing from it (search/severalWords.ts, docs/architecture.md).
import { sql, type Kysely } from 'kysely';
import { isSqlite } from './dialect';
import { trigramOpsOf } from './titleSearchMigration';
import type { UpkeepStep } from './upkeep/upkeepStep';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
type AnyDb = Kysely<any>;

const INDEX = 'products_search_joins_trgm';

/** What stands for a space in the indexed text: a letter, so the words either side make one word. */
export const JOINED_SPACE = 'q';

/** The search text as the index holds it; a query must write the same expression to use the index. */
export const joinedSearchTitle = sql`translate(search_title, ' ', ${sql.lit(JOINED_SPACE)})`;

/**
 * For the migration: an empty catalogue gets the index at once; a filled one is left the upkeep job
 * (`leaveLater`), so a large shop's start does not wait for it.
 */
export async function addPhraseJoinIndex(db: AnyDb, leaveLater: () => Promise<void>): Promise<void> {
  if (isSqlite(db)) return;
  const products = await sql`select 1 from products limit 1`.execute(db);
  await (products.rows.length === 0 ? createIndex(db, false) : leaveLater());
}

/** The upkeep job: writers and readers go on meanwhile; a build cut short (an invalid index) is made again. */
export async function buildPhraseJoinIndex({ db }: UpkeepStep): Promise<void> {
  if (isSqlite(db)) return;
  const invalid = await sql`select 1 from pg_index i join pg_class c on c.oid = i.indexrelid
    where c.relname = ${INDEX} and not i.indisvalid and pg_table_is_visible(c.oid)`.execute(db);
  if (invalid.rows.length > 0) await sql`drop index concurrently if exists ${sql.id(INDEX)}`.execute(db);
  await createIndex(db, true);
}

async function createIndex(db: AnyDb, concurrently: boolean): Promise<void> {
  await sql`create index ${sql.raw(concurrently ? 'concurrently ' : '')}if not exists ${sql.id(INDEX)}
    on products using gin ((${joinedSearchTitle}) ${await trigramOpsOf(db)})`.execute(db);
}
