// The catalogue read a page at a time, for a catalogue of any size: the list's pages, a search's
// pages, products by ids, and the whole list as batches. No call holds more than a page or a batch.
import { FIRST_PAGE_SIZE, type FirstPage, type Product, type SearchWords } from '../../contract';
import type { ShopDb } from '../db/connection';
import { costlyReadsOf } from '../db/costlyReads/shopKysely';
import { DEFAULT_SCAN_BOUND } from '../config';
import { createTitleSearchIndex } from '../search/titleSearchQueries';
import { assertPage, MATCH_COUNT_CAP, type ListPage, type PageRequest, type SearchPage } from './catalogPages';
import { createSearchPages } from './catalogSearchPages';
import { catalogShapeReader } from './catalogShape';
import { BATCH_SIZE, productBatches } from './productBatches';
import { pictureFilesOf, productColumns, toProduct } from './productRows';

export { MATCH_COUNT_CAP } from './catalogPages';
export { CatalogChangedError } from './productBatches';

/** The most ids one look-up takes (a shopper's favourites). */
const MAX_IDS = 1000;

export interface CatalogQueryOptions {
  /** The most products (or index matches) one search reads before it answers what it found. */
  scanBound?: number;
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

/** The products of `ids`, with their pictures, in the order of `ids`. */
async function productsInOrder(db: ShopDb, imageBaseUrl: string, ids: readonly number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('products').select(productColumns).where('id', 'in', ids).execute();
  const files = await pictureFilesOf(db, ids);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProduct(row, files.get(id) ?? [], imageBaseUrl)] : [];
  });
}

/** Ids in catalogue order from the `offset`-th on: by position where positions have no gap, at any depth alike. */
function rowsFrom(reads: ShopDb, dense: boolean, offset: number, count: number, dated: boolean) {
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

export function createCatalogQueries(
  db: ShopDb,
  imageBaseUrl: string,
  { scanBound = DEFAULT_SCAN_BOUND }: CatalogQueryOptions = {},
): CatalogQueries {
  // Scans and counts run on connections of their own, off the event loop (db/costlyReads).
  const reads = costlyReadsOf(db);
  const shapeNow = catalogShapeReader(db, reads);
  const titleSearch = createTitleSearchIndex(reads, {
    scanBound,
    countCap: MATCH_COUNT_CAP + 1,
    lastPosition: async () => (await shapeNow()).last,
  });
  const inListOrder = async (offset: number, count: number, dated: boolean) =>
    rowsFrom(reads, (await shapeNow()).dense, offset, count, dated);
  /** One more row than the page asks for tells whether more follow. */
  const pageOf = async (ids: number[], limit: number) => ({
    products: await productsInOrder(db, imageBaseUrl, ids.slice(0, limit)),
    hasMore: ids.length > limit,
  });

  const searchPage = createSearchPages({ reads, titleSearch, pageOf, listPage: (page) => queries.listPage(page) });

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
      const ids = (await inListOrder(page.offset, page.limit + 1, false)).map((row) => Number(row.id));
      const [found, total] = await Promise.all([pageOf(ids, page.limit), queries.productCount()]);
      return { ...found, total };
    },
    searchPage,
    async idsInOrder(offset, count) {
      const rows = await inListOrder(offset, count, true);
      return rows.map((row) => ({ id: Number(row.id), changedAt: new Date(Number(row.updated_at)) }));
    },
    async productsByIds(ids) {
      if (ids.length > MAX_IDS) throw new RangeError(`At most ${MAX_IDS} ids at a time: ${ids.length}`);
      return productsInOrder(db, imageBaseUrl, [...new Set(ids)]);
    },
    productBatches: (batchSize = BATCH_SIZE) => productBatches({ db, reads, imageBaseUrl }, batchSize),
  };
  return queries;
}
