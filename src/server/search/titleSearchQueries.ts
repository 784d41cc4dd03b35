// Which products' search text holds each of a search's needles, in catalogue order: the one place
// the two databases search differently. A phrase search is one needle, the whole term; an all-words
// search one needle a word. Needles come folded (normaliseForSearch), at least one, none empty.
import { sql, type RawBuilder } from 'kysely';
import type { ShopDb } from '../db/connection';
import { isSqlite } from '../db/dialect';
import { JOINED_SPACE, joinedSearchTitle } from '../db/phraseJoinIndex';
import {
  hasSeveralWords,
  pageOfFew,
  postgresFewMatches,
  sqliteFewMatches,
  wordJoins,
  type Needles,
} from './severalWords';

interface FoundCount {
  count: number;
  /** The search read as far as its bound: the count is of the matches within it, more may follow. */
  stopped: boolean;
}

interface FoundIds {
  ids: number[];
  /** The search read as far as its bound before it found them all: more may match beyond. */
  stopped: boolean;
  /** How many match (up to the count's cap), when the same read found out. */
  count?: FoundCount;
}

export interface TitleSearchIndex {
  /** Ids of the matches from the `offset`-th on, at most `count` of them, in catalogue order. */
  matchingIds(needles: Needles, offset: number, count: number): Promise<FoundIds>;
  /** How many products match, counting no further than `cap`. */
  countMatches(needles: Needles, cap: number): Promise<FoundCount>;
}

export interface SearchBounds {
  /**
   * The most products (or index matches) one search reads: a term that would have it read the whole
   * catalogue answers what it found within this many, marked as stopped (docs/architecture.md).
   */
  scanBound: number;
  /** A count stops at this many matches. */
  countCap: number;
  /** The catalogue's last list position, -1 when empty (cached per version by the caller). */
  lastPosition(): Promise<number>;
}

/** Products a SQLite search for a frequent term reads in catalogue order before it asks the index. */
export const HEAD_SCAN_ROWS = 10_000;
/** Index matches few enough to sort into catalogue order cheaply: a term with more is frequent. */
const FEW_INDEX_MATCHES = 2000;

export type { Needles };

/** The trigram indexes hold sequences of three characters: shorter needles cannot use them. */
const indexable = (needles: Needles): string[] => needles.filter((needle) => [...needle].length >= 3);
const usesTrigrams = (needles: Needles): boolean => indexable(needles).length > 0;

const every = (conditions: Condition[]): Condition => sql<boolean>`(${sql.join(conditions, sql` and `)})`;

/** SQLite's GLOB (faster than instr over an index) matching the term as written: its wildcards in brackets. */
const globPattern = (needle: string): string => `*${needle.replace(/[*?[]/g, (char) => `[${char}]`)}*`;

/** An FTS5 query: each needle a phrase (its double quotes doubled), all of them wanted. */
const ftsQuery = (needles: Needles): string =>
  indexable(needles)
    .map((needle) => `"${needle.replaceAll('"', '""')}"`)
    .join(' AND ');

type Condition = RawBuilder<boolean>;

/** Ids meeting the condition from the `offset`-th on, in catalogue order (among positions below `headRows`). */
async function orderedIds(db: ShopDb, condition: Condition, offset: number, count: number, headRows?: number) {
  const rows = await db
    .selectFrom('products')
    .select('id')
    .$if(headRows !== undefined, (query) => query.where('position', '<', headRows!))
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

/**
 * A term no index helps with (too short for trigrams) walks the catalogue's order index up to the
 * bound's position, once: that one read gives the page and the count, on both databases alike.
 * Positions are unique, so the walk reads at most `scanBound` products.
 */
function boundedWalk(db: ShopDb, holds: (needles: Needles) => Condition, bounds: SearchBounds): TitleSearchIndex {
  async function walk(needles: Needles, wanted: number): Promise<FoundIds> {
    const ids = await orderedIds(db, holds(needles), 0, wanted, bounds.scanBound);
    const stopped = ids.length < wanted && (await bounds.lastPosition()) >= bounds.scanBound;
    return { ids, stopped, count: { count: ids.length, stopped: stopped && ids.length < bounds.countCap } };
  }
  return {
    async matchingIds(needles, offset, count) {
      const found = await walk(needles, Math.max(offset + count, bounds.countCap));
      const ids = found.ids.slice(offset, offset + count);
      return { ...found, ids, stopped: found.stopped && ids.length < count };
    },
    async countMatches(needles, cap) {
      return (await walk(needles, cap)).count!;
    },
  };
}

// SQLite: `instr` decides (exact); FTS5 only narrows. A frequent term fills its page from the
// catalogue's head, a rarer one comes from the index (docs/architecture.md, "The catalogue at any size").
// The index's matches find their places in a narrow index by id (products_id_search), not in the rows.
function sqliteIndex(db: ShopDb, bounds: SearchBounds): TitleSearchIndex {
  const holds = (needles: Needles) =>
    every(needles.map((needle) => sql<boolean>`search_title glob ${globPattern(needle)}`));
  const match = (needles: Needles) => sql`products_search match ${ftsQuery(needles)}`;
  const walk = boundedWalk(db, holds, bounds);
  /** How many products the index matches, counting no further than `cap`. */
  async function indexMatches(needles: Needles, cap: number): Promise<number> {
    const { rows } = await sql<{ n: number }>`select count(*) as n from (
      select 1 from products_search where ${match(needles)} limit ${cap})`.execute(db);
    return Number(rows[0]?.n ?? 0);
  }
  /** The first `wanted` matches of a frequent term, read from the catalogue's head, if it holds them. */
  async function frequentTermHead(needles: Needles, wanted: number): Promise<number[] | undefined> {
    let head = await orderedIds(db, holds(needles), 0, wanted, HEAD_SCAN_ROWS);
    // A term as frequent in the head as that would fill the page within a longer, still bounded, head.
    const longer = Math.ceil(((wanted / Math.max(head.length, 1)) * HEAD_SCAN_ROWS * 5) / 4);
    if (head.length > 0 && head.length < wanted && longer <= bounds.scanBound)
      head = await orderedIds(db, holds(needles), 0, wanted, longer);
    return head.length === wanted ? head : undefined;
  }
  /** The index matches more than one search may read. */
  const tooManyCandidates = async (needles: Needles) =>
    (await indexMatches(needles, bounds.scanBound + 1)) > bounds.scanBound;
  /**
   * All the matches of a term of several words, when few: first from where its words meet (narrow and
   * cheap to read), else from the whole term's index entries; undefined when it is frequent.
   */
  async function fewOfSeveralWords(needles: Needles) {
    if (!hasSeveralWords(needles)) return undefined;
    const queries = new Set([ftsQuery(needles.flatMap(wordJoins)), ftsQuery(needles)]);
    for (const query of [...queries].filter((each) => each !== '')) {
      // Past the count's cap a term is frequent: its count and page come cheaper from the index's order.
      const few = await sqliteFewMatches(db, query, holds(needles), Math.min(bounds.countCap, bounds.scanBound));
      if (few) return few;
    }
    return undefined;
  }
  /** The index's candidates that hold the term, counted no further than `cap`. */
  async function countOfCandidates(needles: Needles, cap: number): Promise<FoundCount> {
    // A join, not `id in (…)`: the index's matches stream and the count stops at the cap.
    const { rows } = await sql<{ n: number }>`select count(*) as n from (
      select 1 from (select rowid from products_search where ${match(needles)} limit ${bounds.scanBound}) as found
      join products indexed by products_id_search on products.id = found.rowid
      where ${holds(needles)} limit ${cap})`.execute(db);
    const count = Number(rows[0]?.n ?? 0);
    return { count, stopped: count < cap && (await tooManyCandidates(needles)) };
  }
  return {
    async matchingIds(needles, offset, count) {
      if (!usesTrigrams(needles)) return walk.matchingIds(needles, offset, count);
      const few = await fewOfSeveralWords(needles);
      if (few) return pageOfFew(few, offset, count);
      // A rare term's few index matches, put in catalogue order, cost less than any scan of the head.
      const several = hasSeveralWords(needles);
      if (several || (await indexMatches(needles, FEW_INDEX_MATCHES + 1)) > FEW_INDEX_MATCHES) {
        const head = await frequentTermHead(needles, offset + count);
        // Several words were found frequent by the read above: their count is told here, not asked again.
        if (head)
          return {
            ids: head.slice(offset),
            stopped: false,
            ...(several && { count: await countOfCandidates(needles, bounds.countCap) }),
          };
      }
      const { rows } = await sql<{ id: number }>`select id from products indexed by products_id_search
        where id in (select rowid from products_search where ${match(needles)} limit ${bounds.scanBound})
        and ${holds(needles)} order by position, id limit ${count} offset ${offset}`.execute(db);
      const ids = rows.map((row) => Number(row.id));
      return { ids, stopped: ids.length < count && (await tooManyCandidates(needles)) };
    },
    async countMatches(needles, cap) {
      if (!usesTrigrams(needles)) return walk.countMatches(needles, cap);
      const few = await fewOfSeveralWords(needles);
      if (few) return { count: Math.min(few.ids.length, cap), stopped: false };
      return countOfCandidates(needles, cap);
    },
  };
}

/** `like` takes %, _ and \ as its own: escaped, the term is matched as written. */
const likePattern = (needle: string): string => `%${needle.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * PostgreSQL: the planner picks the pg_trgm GIN index (rare terms) or the order index (frequent ones);
 * a statement that still runs too long is cancelled (SEARCH_STATEMENT_TIMEOUT_MS).
 */
function postgresIndex(db: ShopDb, bounds: SearchBounds): TitleSearchIndex {
  const holds = (needles: Needles) =>
    every(needles.map((needle) => sql<boolean>`search_title like ${likePattern(needle)} escape '\\'`));
  const walk = boundedWalk(db, holds, bounds);
  /**
   * Where a phrase's words meet (two letters either side), in the index of the text with its spaces as
   * letters (phraseJoinIndex.ts): narrow trigrams, where the words' own are frequent.
   */
  const meets = (needles: Needles) => {
    const joins = needles
      .flatMap(wordJoins)
      .map(
        (join) => sql<boolean>`${joinedSearchTitle} like ${likePattern(join.replace(/\s/g, JOINED_SPACE))} escape '\\'`,
      );
    return joins.length > 0 ? every(joins) : undefined;
  };
  /**
   * All the matches of a term of several words up to the count's cap, read from the trigram indexes;
   * undefined for a single word, or when more match than a count goes to (so that count is known).
   */
  const fewOfSeveralWords = (needles: Needles) =>
    hasSeveralWords(needles)
      ? postgresFewMatches(db, holds(needles), bounds.countCap, meets(needles))
      : Promise.resolve(undefined);
  return {
    async matchingIds(needles, offset, count) {
      if (!usesTrigrams(needles)) return walk.matchingIds(needles, offset, count);
      const few = await fewOfSeveralWords(needles);
      if (few) return pageOfFew(few, offset, count);
      const ids = await orderedIds(db, holds(needles), offset, count);
      // Several words that read past the cap: more match than a count says, unread.
      return hasSeveralWords(needles)
        ? { ids, stopped: false, count: { count: bounds.countCap, stopped: false } }
        : { ids, stopped: false };
    },
    async countMatches(needles, cap) {
      if (!usesTrigrams(needles)) return walk.countMatches(needles, cap);
      const few = cap <= bounds.countCap ? await fewOfSeveralWords(needles) : undefined;
      if (few) return { count: Math.min(few.ids.length, cap), stopped: false };
      if (cap <= bounds.countCap && hasSeveralWords(needles)) return { count: cap, stopped: false };
      return { count: await countUpTo(db, holds(needles), cap), stopped: false };
    },
  };
}

export function createTitleSearchIndex(db: ShopDb, bounds: SearchBounds): TitleSearchIndex {
  return isSqlite(db) ? sqliteIndex(db, bounds) : postgresIndex(db, bounds);
}
