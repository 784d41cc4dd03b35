// Which products' search text holds a term, in catalogue order: the one place the two databases
// search differently. The term comes folded (normaliseForSearch) and not empty.
import { sql, type RawBuilder } from 'kysely';
import type { ShopDb } from '../db/connection';
import { isSqlite } from '../db/dialect';

export interface TitleSearchIndex {
  /** Ids of the matches from the `offset`-th on, at most `count` of them, in catalogue order. */
  matchingIds(needle: string, offset: number, count: number): Promise<number[]>;
  /** How many products match, counting no further than `cap`. */
  countMatches(needle: string, cap: number): Promise<number>;
}

/** Catalogue rows a SQLite search reads in order before it asks the index (a few milliseconds). */
export const HEAD_SCAN_ROWS = 10_000;

/** The trigram tokenizer indexes sequences of three characters: shorter terms cannot use it. */
const usesTrigrams = (needle: string): boolean => [...needle].length >= 3;

/** An FTS5 phrase: the whole term, its double quotes doubled. */
const ftsPhrase = (needle: string): string => `"${needle.replaceAll('"', '""')}"`;

type Condition = RawBuilder<boolean>;

/**
 * Ids of the products meeting every condition, from the `offset`-th on, in catalogue order; only
 * among the first `headRows` products of the catalogue when that is given.
 */
async function orderedIds(db: ShopDb, conditions: Condition[], offset: number, count: number, headRows?: number) {
  const from =
    headRows === undefined
      ? db.selectFrom('products')
      : db.selectFrom(
          db
            .selectFrom('products')
            .select(['id', 'position', 'search_title'])
            .orderBy('position')
            .orderBy('id')
            .limit(headRows)
            .as('products'),
        );
  const rows = await conditions
    .reduce((query, condition) => query.where(condition), from.select('id'))
    .orderBy('position')
    .orderBy('id')
    .limit(count)
    .offset(offset)
    .execute();
  return rows.map((row) => Number(row.id));
}

/** How many products meet every condition, counting no further than `cap`. */
async function countUpTo(db: ShopDb, conditions: Condition[], cap: number): Promise<number> {
  const matches = conditions
    .reduce((query, condition) => query.where(condition), db.selectFrom('products').select('id'))
    .limit(cap);
  const row = await db
    .selectFrom(matches.as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * SQLite: `instr` decides every match (exact, like the client's `includes`); FTS5 only narrows the
 * rows down. A frequent term fills its page from the catalogue's head, so it never sorts the index's
 * many matches; a rarer one comes from the index; a term of 1–2 characters walks the catalogue in
 * order until the page is full (a rare one reads the whole catalogue).
 */
function sqliteIndex(db: ShopDb): TitleSearchIndex {
  const holds = (needle: string) => sql<boolean>`instr(search_title, ${needle}) > 0`;
  const inIndex = (needle: string) =>
    sql<boolean>`id in (select rowid from products_search where products_search match ${ftsPhrase(needle)})`;
  return {
    async matchingIds(needle, offset, count) {
      if (!usesTrigrams(needle)) return orderedIds(db, [holds(needle)], offset, count);
      const head = await orderedIds(db, [holds(needle)], offset, count, HEAD_SCAN_ROWS);
      return head.length === count ? head : orderedIds(db, [inIndex(needle), holds(needle)], offset, count);
    },
    async countMatches(needle, cap) {
      if (!usesTrigrams(needle)) return countUpTo(db, [holds(needle)], cap);
      // A join, not `id in (…)`: the index's matches stream and the count stops at the cap.
      const { rows } = await sql<{ n: number }>`select count(*) as n from (
        select 1 from products_search join products on products.id = products_search.rowid
        where products_search match ${ftsPhrase(needle)} and instr(products.search_title, ${needle}) > 0
        limit ${cap})`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
  };
}

/** `like` takes %, _ and \ as its own: escaped, the term is matched as written. */
const likePattern = (needle: string): string => `%${needle.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * PostgreSQL: `like` over the search text, which the pg_trgm GIN index serves; the planner picks
 * between it (rare terms) and walking the catalogue order until the page is full (frequent ones).
 */
function postgresIndex(db: ShopDb): TitleSearchIndex {
  const conditions = (needle: string) => [sql<boolean>`search_title like ${likePattern(needle)} escape '\\'`];
  return {
    matchingIds: (needle, offset, count) => orderedIds(db, conditions(needle), offset, count),
    countMatches: (needle, cap) => countUpTo(db, conditions(needle), cap),
  };
}

export function createTitleSearchIndex(db: ShopDb): TitleSearchIndex {
  return isSqlite(db) ? sqliteIndex(db) : postgresIndex(db);
}
