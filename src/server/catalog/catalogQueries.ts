// The catalogue read a page at a time, for a catalogue of any size: the list's pages, a search's
// pages, products by ids, and the whole list as batches. No call holds more than a page or a batch.
import {
  normaliseForSearch,
  type FirstPage,
  type Product,
  type SearchSuggestion,
  type SearchWords,
  FIRST_PAGE_SIZE,
  PAGE_LIMIT_MAX,
} from '../../contract';
import { suggestSearches, type SuggestionSource } from '../../titleSearch/suggestSearches';
import { needlesOf } from '../../titleSearch/titleWords';
import { sql, type ExpressionBuilder } from 'kysely';
import type { ShopDb } from '../db/connection';
import { costlyReadsOf } from '../db/costlyReads/shopKysely';
import type { ShopDatabase } from '../db/schema';
import { pictureFilesOf, productColumns, toProduct } from './productRows';
import { DEFAULT_SCAN_BOUND } from '../config';
import { readCatalogVersion } from '../db/catalogVersion';
import { similarWords } from '../search/similarWords';
import { createTitleSearchIndex, type Needles } from '../search/titleSearchQueries';

/** The most ids one look-up takes (a shopper's favourites). */
const MAX_IDS = 1000;
/** A search counts no further, so a term in most titles costs no more than a rare one (requirements §10.4). */
export const MATCH_COUNT_CAP = 1000;
const BATCH_SIZE = 1000;

export interface CatalogQueryOptions {
  /** The most products (or index matches) one search reads before it answers what it found. */
  scanBound?: number;
}

interface PageRequest {
  /** How many products (of the list or of the matches) come before the page. */
  offset: number;
  limit: number;
}

interface QueriedPage {
  products: Product[];
  /** More products follow this page. */
  hasMore: boolean;
}

interface ListPage extends QueriedPage {
  total: number;
}

interface SearchPage extends QueriedPage {
  /** How many products match, exact up to MATCH_COUNT_CAP (the whole catalogue for an empty term). */
  matching: number;
  /** More than `matching` products match: the count stopped at the cap. */
  matchingCapped: boolean;
  /** A first page that found nothing: searches that find products ("Did you mean"). */
  suggestions?: SearchSuggestion[];
}

export interface CatalogQueries {
  /** Products in the catalogue, counted once per catalogue version. */
  productCount(): Promise<number>;
  /** The home screen's first page: what a server start and a first visit need. */
  firstPage(): Promise<FirstPage>;
  listPage(page: PageRequest): Promise<ListPage>;
  /**
   * The products whose title holds the term (trimmed and folded as the client does), or with
   * `words` 'all' each of its words, in catalogue order.
   */
  searchPage(term: string, page: PageRequest, words?: SearchWords): Promise<SearchPage>;
  /** The products of these ids in the order asked, each once; unknown ids are left out. */
  productsByIds(ids: readonly number[]): Promise<Product[]>;
  /** Up to `count` products in catalogue order from the `offset`-th on, by id with their last change (the sitemap). */
  idsInOrder(offset: number, count: number): Promise<DatedId[]>;
  /** Every product in catalogue order, a batch at a time; throws CatalogChangedError if a replace lands meanwhile. */
  productBatches(batchSize?: number): AsyncGenerator<Product[]>;
}

/** A product's id and when it last changed. */
export interface DatedId {
  id: number;
  changedAt: Date;
}

/** The catalogue changed while it was being read in batches: what was read mixes two catalogues. */
export class CatalogChangedError extends Error {
  override name = 'CatalogChangedError';
}

interface Place {
  position: number;
  id: number;
}

const isAfter = (place: Place) => (eb: ExpressionBuilder<ShopDatabase, 'products'>) =>
  eb(eb.refTuple('products.position', 'products.id'), '>', eb.tuple(place.position, place.id));

function assertPage({ offset, limit }: PageRequest): void {
  if (!Number.isSafeInteger(offset) || offset < 0) throw new RangeError(`offset must be a whole number ≥ 0: ${offset}`);
  if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_LIMIT_MAX)
    throw new RangeError(`limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}: ${limit}`);
}

/** The catalogue's size, and whether its positions run 0…total−1 (one product each, no gap). */
interface Shape {
  version: number;
  total: number;
  /** The last list position, -1 when empty. */
  last: number;
  dense: boolean;
}

// eslint-disable-next-line max-lines-per-function -- its queries share one shape cache; moving them to modules of their own is the next step
export function createCatalogQueries(
  db: ShopDb,
  imageBaseUrl: string,
  { scanBound = DEFAULT_SCAN_BOUND }: CatalogQueryOptions = {},
): CatalogQueries {
  // Scans and counts run on connections of their own, off the event loop (db/costlyReads).
  const reads = costlyReadsOf(db);
  let shape: Shape | undefined;
  const titleSearch = createTitleSearchIndex(reads, {
    scanBound,
    countCap: MATCH_COUNT_CAP + 1,
    lastPosition: async () => (await shapeNow()).last,
  });

  const catalogVersion = () => readCatalogVersion(db);
  const orderVersion = async () => {
    const row = await db.selectFrom('catalog_meta').select('order_version').where('id', '=', 1).executeTakeFirst();
    return Number(row?.order_version ?? 0);
  };

  const filesOf = (ids: readonly number[]) => pictureFilesOf(db, ids);

  /** The products of `ids`, with their pictures, in the order of `ids`. */
  async function productsInOrder(ids: readonly number[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('products').select(productColumns).where('id', 'in', ids).execute();
    const files = await filesOf(ids);
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProduct(row, files.get(id) ?? [], imageBaseUrl)] : [];
    });
  }

  /** A database whose writer kept no count (a product_count of null): counted, once per version. */
  async function countedProducts(): Promise<number> {
    const row = await reads
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * Positions are unique (a migration's index); with no gap, the `offset`-th product stands at position
   * `offset`. The count is the one every write keeps (catalogueVersion.ts), the ends one index step
   * each (two statements, as SQLite reads min and max in one by scanning): nothing here reads the table.
   */
  async function shapeNow(): Promise<Shape> {
    if (shape?.version === (await catalogVersion())) return shape;
    const { rows } = await sql<{ version: number; kept: number | null; lowest: number | null; highest: number | null }>`
      select version, product_count as kept, (select min(position) from products) as lowest,
        (select max(position) from products) as highest from catalog_meta where id = 1`.execute(db);
    const row = rows[0];
    const total = Number(row?.kept ?? (await countedProducts()));
    const last = total === 0 || row?.highest == null ? -1 : Number(row.highest);
    const dense = total === 0 || (Number(row?.lowest) === 0 && last === total - 1);
    shape = { version: Number(row?.version ?? 0), total, last, dense };
    return shape;
  }

  /** Ids in catalogue order from the `offset`-th on: by position where positions have no gap, at any depth alike. */
  async function idsFrom(offset: number, count: number): Promise<number[]> {
    return (await rowsFrom(offset, count, false)).map((row) => Number(row.id));
  }

  async function rowsFrom(offset: number, count: number, dated: boolean) {
    const { dense } = await shapeNow();
    return reads
      .selectFrom('products')
      .select('id')
      .$if(dated, (query) => query.select('updated_at'))
      .$if(dense, (query) => query.where('position', '>=', offset))
      .orderBy('position')
      .orderBy('id')
      .limit(count)
      .$if(!dense, (query) => query.offset(offset))
      .execute();
  }

  /** The next `count` products in catalogue order after the place `after` (keyset pagination). */
  async function batchAfter(after: Place | undefined, count: number): Promise<{ products: Product[]; last?: Place }> {
    const rows = await reads
      .selectFrom('products')
      .select([...productColumns, 'position'])
      .$if(after !== undefined, (query) => query.where(isAfter(after!)))
      .orderBy('position')
      .orderBy('id')
      .limit(count)
      .execute();
    const lastRow = rows[rows.length - 1];
    if (!lastRow) return { products: [] };
    const files = await filesOf(rows.map((row) => Number(row.id)));
    return {
      products: rows.map((row) => toProduct(row, files.get(Number(row.id)) ?? [], imageBaseUrl)),
      last: { position: Number(lastRow.position), id: Number(lastRow.id) },
    };
  }

  /** How many products match, as a page says it: exact up to the cap, else capped. */
  async function matchesOf(needles: Needles) {
    const { count, stopped } = await titleSearch.countMatches(needles, MATCH_COUNT_CAP + 1);
    return { matching: Math.min(count, MATCH_COUNT_CAP), matchingCapped: count > MATCH_COUNT_CAP || stopped };
  }

  const suggestionSource: SuggestionSource = {
    similarWords: (word, typos) => similarWords(reads, word, typos),
    // A word listed in more products than a count goes to is "1000+" unread: at 1,000,000 products
    // most are, and counting one to its cap is costly on PostgreSQL (docs/performance.md).
    countMatches: (needles, _words, atLeast = 0) =>
      atLeast > MATCH_COUNT_CAP
        ? Promise.resolve({ matching: MATCH_COUNT_CAP, matchingCapped: true })
        : matchesOf(needles),
  };

  /** One more row than the page asks for tells whether more follow. */
  async function pageOf(ids: number[], limit: number): Promise<QueriedPage> {
    return { products: await productsInOrder(ids.slice(0, limit)), hasMore: ids.length > limit };
  }

  const queries: CatalogQueries = {
    async productCount() {
      return (await shapeNow()).total;
    },
    async firstPage() {
      const { products, total } = await queries.listPage({ offset: 0, limit: FIRST_PAGE_SIZE });
      return { total, products, term: '', matching: total };
    },
    async listPage(page) {
      assertPage(page);
      const [found, total] = await Promise.all([
        pageOf(await idsFrom(page.offset, page.limit + 1), page.limit),
        queries.productCount(),
      ]);
      return { ...found, total };
    },
    async searchPage(term, page, words = 'phrase') {
      assertPage(page);
      const needle = normaliseForSearch(term.trim());
      if (needle === '') {
        const { total, ...list } = await queries.listPage(page);
        return { ...list, matching: total, matchingCapped: false };
      }
      const needles = needlesOf(needle, words);
      const { ids, stopped, count } = await titleSearch.matchingIds(needles, page.offset, page.limit + 1);
      // A page that ends the matches has counted them already, unless it is past their end.
      const counted = !stopped && ids.length <= page.limit && (ids.length > 0 || page.offset === 0);
      const [found, matches] = await Promise.all([
        pageOf(ids, page.limit),
        count ??
          (counted
            ? { count: page.offset + ids.length, stopped: false }
            : titleSearch.countMatches(needles, MATCH_COUNT_CAP + 1)),
      ]);
      const answer: SearchPage = {
        ...found,
        matching: Math.min(matches.count, MATCH_COUNT_CAP),
        // More may match than it says: past the count's cap, or past what the search could read.
        matchingCapped: matches.count > MATCH_COUNT_CAP || matches.stopped || stopped,
      };
      // Only a first page that found nothing, and not one that stopped at its bound (a longer word helps there).
      if (page.offset > 0 || answer.matching > 0 || answer.matchingCapped) return answer;
      return { ...answer, suggestions: await suggestSearches(term, words, suggestionSource) };
    },
    async idsInOrder(offset, count) {
      const rows = await rowsFrom(offset, count, true);
      return rows.map((row) => ({ id: Number(row.id), changedAt: new Date(Number(row.updated_at)) }));
    },
    async productsByIds(ids) {
      if (ids.length > MAX_IDS) throw new RangeError(`At most ${MAX_IDS} ids at a time: ${ids.length}`);
      return productsInOrder([...new Set(ids)]);
    },
    // A product saved meanwhile comes as it was when its batch was read; a replace renumbers the list.
    async *productBatches(batchSize = BATCH_SIZE) {
      const version = await orderVersion();
      let after: Place | undefined;
      for (;;) {
        const { products, last } = await batchAfter(after, batchSize);
        if ((await orderVersion()) !== version)
          throw new CatalogChangedError('The catalogue changed while it was read.');
        if (!last) return;
        yield products;
        after = last;
      }
    },
  };
  return queries;
}
