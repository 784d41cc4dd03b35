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

/** Products a SQLite search reads in catalogue order before it asks the index. */
export const HEAD_SCAN_ROWS = 10_000;
const LONGEST_HEAD_SCAN_ROWS = 200_000;

/** The trigram tokenizer indexes sequences of three characters: shorter terms cannot use it. */
const usesTrigrams = (needle: string): boolean => [...needle].length >= 3;

/** An FTS5 phrase: the whole term, its double quotes doubled. */
const ftsPhrase = (needle: string): string => `"${needle.replaceAll('"', '""')}"`;

type Condition = RawBuilder<boolean>;

/** Ids meeting the condition from the `offset`-th on, in catalogue order (among the first `headRows`). */
async function orderedIds(db: ShopDb, condition: Condition, offset: number, count: number, headRows?: number) {
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
  const rows = await from
    .select('id')
    .where(condition)
    .orderBy('position')
    .orderBy('id')
    .limit(count)
    .offset(offset)
    .execute();
  return rows.map((row) => Number(row.id));
}

/** How many products meet the condition, counting no further than `cap`. */
async function countUpTo(db: ShopDb, condition: Condition, cap: number): Promise<number> {
  const matches = db.selectFrom('products').select('id').where(condition).limit(cap);
  const row = await db
    .selectFrom(matches.as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

// SQLite: `instr` decides (exact); FTS5 only narrows. A frequent term fills its page from the
// catalogue's head, a rarer one comes from the index (docs/architecture.md, "The catalogue at any size").
// The index's matches find their places in a narrow index by id (products_id_search), not in the rows.
function sqliteIndex(db: ShopDb): TitleSearchIndex {
  const holds = (needle: string) => sql<boolean>`instr(search_title, ${needle}) > 0`;
  const match = (needle: string) => sql`products_search match ${ftsPhrase(needle)}`;
  return {
    async matchingIds(needle, offset, count) {
      if (!usesTrigrams(needle)) return orderedIds(db, holds(needle), offset, count);
      const wanted = offset + count;
      let head = await orderedIds(db, holds(needle), 0, wanted, HEAD_SCAN_ROWS);
      // A term as frequent in the head as that would fill the page within a longer, still cheap, head.
      const longer = Math.ceil(((wanted / Math.max(head.length, 1)) * HEAD_SCAN_ROWS * 5) / 4);
      if (head.length > 0 && head.length < wanted && longer <= LONGEST_HEAD_SCAN_ROWS)
        head = await orderedIds(db, holds(needle), 0, wanted, longer);
      if (head.length === wanted) return head.slice(offset);
      const { rows } = await sql<{ id: number }>`select id from products indexed by products_id_search
        where id in (select rowid from products_search where ${match(needle)}) and ${holds(needle)}
        order by position, id limit ${count} offset ${offset}`.execute(db);
      return rows.map((row) => Number(row.id));
    },
    async countMatches(needle, cap) {
      if (!usesTrigrams(needle)) return countUpTo(db, holds(needle), cap);
      // A join, not `id in (…)`: the index's matches stream and the count stops at the cap.
      const { rows } = await sql<{ n: number }>`select count(*) as n from (
        select 1 from products_search join products indexed by products_id_search on products.id = products_search.rowid
        where ${match(needle)} and instr(products.search_title, ${needle}) > 0 limit ${cap})`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
  };
}

/** `like` takes %, _ and \ as its own: escaped, the term is matched as written. */
const likePattern = (needle: string): string => `%${needle.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** PostgreSQL: the planner picks the pg_trgm GIN index (rare terms) or the order index (frequent ones). */
function postgresIndex(db: ShopDb): TitleSearchIndex {
  const holds = (needle: string) => sql<boolean>`search_title like ${likePattern(needle)} escape '\\'`;
  return {
    matchingIds: (needle, offset, count) => orderedIds(db, holds(needle), offset, count),
    countMatches: (needle, cap) => countUpTo(db, holds(needle), cap),
  };
}

export function createTitleSearchIndex(db: ShopDb): TitleSearchIndex {
  return isSqlite(db) ? sqliteIndex(db) : postgresIndex(db);
}
