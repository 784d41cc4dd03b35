// A term of several words (a phrase with white space in it, or an all-words search of two or more
// words) is answered from the intersection of its words' index entries in one read, checked against
// the term as today: its cost follows the matches, not the catalogue (docs/architecture.md).
import { sql, type RawBuilder } from 'kysely';
import type { ShopDb } from '../db/connection';

/** What a search looks for: the title holds every one. */
export type Needles = readonly string[];

/** What a search of a term of several words reads when its matches are few enough to read them all. */
export interface FewMatches {
  /** Every match, in catalogue order. */
  ids: number[];
}

/** The term has several words: one needle holding white space, or more than one needle. */
export const hasSeveralWords = (needles: Needles): boolean =>
  needles.length > 1 || needles.some((needle) => /\s/.test(needle));

/**
 * Where a phrase's words meet: up to two characters either side of each gap ('ll ed' in 'zoll
 * edition'). Every title holding the phrase holds each of them, and two frequent words that never
 * stand together rarely meet so: their trigrams are the phrase's narrowest index entries.
 */
export function wordJoins(needle: string): string[] {
  const parts = needle.split(/(\s+)/);
  const joins: string[] = [];
  for (let at = 1; at < parts.length - 1; at += 2) {
    const before = [...(parts[at - 1] ?? '')].slice(-2).join('');
    const after = [...(parts[at + 1] ?? '')].slice(0, 2).join('');
    joins.push(`${before}${parts[at]}${after}`);
  }
  return joins.filter((join) => [...join].length >= 3);
}

/** The page from the `offset`-th of all the matches, with their exact count (nothing was left unread). */
export function pageOfFew({ ids }: FewMatches, offset: number, count: number) {
  return { ids: ids.slice(offset, offset + count), stopped: false, count: { count: ids.length, stopped: false } };
}

/**
 * SQLite: the candidates of an FTS5 query, each checked by `holds`: every match in catalogue order, or
 * undefined when there are more than `limit` candidates. They are counted first (the count stops at
 * `limit` + 1, cheap for a frequent query): a frequent query's candidates are never looked up, and
 * an empty one's need no second read.
 */
export async function sqliteFewMatches(
  db: ShopDb,
  query: string,
  holds: RawBuilder<boolean>,
  limit: number,
): Promise<FewMatches | undefined> {
  const candidates = sql`select rowid from products_search where products_search match ${query} limit ${limit + 1}`;
  const { rows: counted } = await sql<{ n: number }>`select count(*) as n from (${candidates})`.execute(db);
  const count = Number(counted[0]?.n ?? 0);
  if (count > limit) return undefined;
  if (count === 0) return { ids: [] };
  const { rows } = await sql<{ id: number }>`select products.id from (${candidates}) as found
    join products indexed by products_id_search on products.id = found.rowid
    where ${holds} order by position, products.id`.execute(db);
  return { ids: rows.map((row) => Number(row.id)) };
}

/** Candidates of where a phrase's words meet that PostgreSQL checks before it reads the words' own index. */
const NARROW_CANDIDATES_PER_MATCH = 2;

/**
 * PostgreSQL: at most `limit` + 1 matches of `holds`, ordered only once read, so the planner answers
 * from the trigram index (a bitmap of the words' posting lists, each candidate checked) rather than
 * by walking the catalogue's order; undefined when more than `limit` match. With `narrow` (where a
 * phrase's words meet), its few candidates are checked first: the words' own trigrams, frequent
 * ones, are read only when more of them than that do not hold the phrase.
 */
export async function postgresFewMatches(
  db: ShopDb,
  holds: RawBuilder<boolean>,
  limit: number,
  narrow?: RawBuilder<boolean>,
): Promise<FewMatches | undefined> {
  if (narrow) {
    const few = await narrowedFewMatches(db, narrow, holds, limit);
    if (few !== 'unsure') return few;
  }
  const { rows } = await sql<{ id: number }>`select id from (
    select id, position from products where ${holds} limit ${limit + 1}) as found
    order by position, id`.execute(db);
  return rows.length > limit ? undefined : { ids: rows.map((row) => Number(row.id)) };
}

/**
 * The matches among the first candidates of `narrow`, each checked by `holds`: 'unsure' when the
 * candidates ran past their bound before `limit` + 1 matched (the last one read comes back to say so).
 * The bound's subquery keeps the planner off the words' own index.
 */
async function narrowedFewMatches(
  db: ShopDb,
  narrow: RawBuilder<boolean>,
  holds: RawBuilder<boolean>,
  limit: number,
): Promise<FewMatches | undefined | 'unsure'> {
  const bound = NARROW_CANDIDATES_PER_MATCH * (limit + 1);
  const { rows } = await sql<{ id: number; matches: boolean; nth: number }>`select id, matches, nth from (
    select id, position, matches, nth from (
      select id, position, ${holds} as matches, row_number() over () as nth from (
        select id, position, search_title from products where ${narrow} limit ${bound}) as candidates) as checked
    where matches or nth = ${bound} limit ${limit + 1}) as found
    order by position, id`.execute(db);
  const matches = rows.filter((row) => row.matches);
  if (matches.length > limit) return undefined;
  if (rows.some((row) => Number(row.nth) === bound)) return 'unsure';
  return { ids: matches.map((row) => Number(row.id)) };
}
