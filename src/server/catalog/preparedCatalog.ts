// The API's answers for one catalogue version, prepared when first asked for and kept within
// bounds: nothing here grows with the catalogue except the whole list of a small one
// (WHOLE_LIST_LIMIT); a larger list is streamed from the database. A request asks the database
// for the version at most once per `freshnessMs` (and at once after this copy wrote the catalogue),
// and any database failure becomes a 503.
import { LRUCache } from 'lru-cache';
import {
  FIRST_PAGE_SIZE,
  WHOLE_LIST_LIMIT,
  type Category,
  type FirstPage,
  type FirstScreenData,
  type Product,
  type PageOfProducts,
  type SearchWords,
} from '../../contract';
import { getOrMake } from '../http/boundedCache';
import { DatabaseUnavailableError } from '../http/errors';
import type { Compression } from '../http/compressBody';
import { prepareBody, type PreparedBody } from '../http/preparedBody';
import { SearchSlots } from '../search/searchSlots';
import type { DatedId } from './catalogQueries';
import type { CatalogSource } from './catalogSource';
import { StreamedLists } from './streamedLists';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Browsers revalidate with the ETag on every use, so an import shows at once. */
const API_CACHE = 'no-cache';
const PRODUCTS_KEPT = 2000;
/** How long a checked version is trusted: a write on another copy is served here within it (and a rebuild). */
export const CATALOG_FRESHNESS_MS = 100;
const PAGES_KEPT = 1000;

/** 'fast' for an answer made on a request (a page, a product): brotli 11 costs a search page too much (docs/performance.md). */
const prepareJson = (value: unknown, compression?: Compression): Promise<PreparedBody> =>
  prepareBody(JSON.stringify(value), JSON_TYPE, API_CACHE, compression);

async function fromDatabase<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    throw new DatabaseUnavailableError(error);
  }
}

/** The product's API answer is made on its first ask: a rendered page only needs the product. */
class KeptProduct {
  private prepared: Promise<PreparedBody> | undefined;

  constructor(readonly product: Product) {}

  get body(): Promise<PreparedBody> {
    return (this.prepared ??= prepareJson(this.product, 'fast'));
  }
}

export class CatalogSnapshot {
  private readonly products = new LRUCache<number, Promise<KeptProduct | undefined>>({ max: PRODUCTS_KEPT });
  private readonly pages = new LRUCache<string, Promise<PreparedBody>>({ max: PAGES_KEPT });
  private preparedWholeList: Promise<PreparedBody> | undefined;

  constructor(
    private readonly source: CatalogSource,
    /** Where searches for a term wait for room; the plain list's pages never do. */
    private readonly searches: SearchSlots,
    readonly version: number,
    readonly categories: PreparedBody,
    private readonly categoryList: Category[],
    private readonly firstPage: FirstPage,
    /** The whole list, read only for a catalogue of at most WHOLE_LIST_LIMIT products. */
    private readonly wholeListProducts: Product[] | undefined,
    /** When the catalogue last changed, if the database says (the sitemap's lastmod). */
    readonly changedAt?: Date,
  ) {}

  /** The streamed list as this version last sent it whole, while small (streamedLists.ts). */
  readonly streamedLists = new StreamedLists();

  /** The whole list is read from the database on every ask (more than WHOLE_LIST_LIMIT products). */
  get streamsWholeList(): boolean {
    return this.wholeListProducts === undefined;
  }

  /** Compressed at its first ask, not in the rebuild every other answer waits for after a write. */
  get wholeList(): Promise<PreparedBody> | undefined {
    if (!this.wholeListProducts) return undefined;
    return (this.preparedWholeList ??= prepareJson(this.wholeListProducts));
  }

  get total(): number {
    return this.firstPage.total;
  }

  /** A strong validator of everything this version answers (the streamed list's ETag). */
  get tag(): string {
    return `${this.version}.${this.changedAt?.getTime() ?? 0}`;
  }

  /** What a server-rendered screen shows first: the categories, the first page of its search, its product. */
  async firstScreen({
    productId,
    term = '',
    words = 'phrase',
  }: {
    productId?: number;
    term?: string;
    words?: SearchWords;
  }): Promise<FirstScreenData> {
    const [firstPage, kept] = await Promise.all([
      term === ''
        ? this.firstPage
        : this.searches.run('page', () =>
            fromDatabase(this.source.searchPage(term, { offset: 0, limit: FIRST_PAGE_SIZE }, words)),
          ),
      productId === undefined ? undefined : this.kept(productId),
    ]);
    return {
      categories: this.categoryList,
      firstPage: {
        total: this.total,
        products: firstPage.products,
        term,
        ...(term !== '' && words === 'all' ? { words } : {}),
        matching: firstPage.matching,
        ...('matchingCapped' in firstPage && firstPage.matchingCapped ? { matchingCapped: true } : {}),
        ...('suggestions' in firstPage && firstPage.suggestions ? { suggestions: firstPage.suggestions } : {}),
      },
      ...(kept ? { product: kept.product } : {}),
      ...(productId !== undefined && !kept ? { missingProductId: productId } : {}),
    };
  }

  /** Main pictures of the first `count` products (the home screen's first cards). */
  firstPictures(count: number): string[] {
    return this.firstPage.products
      .map((product) => product.image)
      .filter(Boolean)
      .slice(0, count);
  }

  /** The main picture of a product this snapshot has already read, if any. */
  picture(id: number): string | undefined {
    return this.firstPage.products.find((product) => product.id === id)?.image || undefined;
  }

  async product(id: number): Promise<PreparedBody | undefined> {
    return (await this.kept(id))?.body;
  }

  /** A page of the list (empty term) or of a search, of the phrase or of every word. */
  page(term: string, offset: number, limit: number, words: SearchWords = 'phrase'): Promise<PreparedBody> {
    const mode = term !== '' && words === 'all' ? { words } : {};
    const key = `${offset}:${limit}:${mode.words ?? ''}:${term}`;
    const page = getOrMake(this.pages, key, async () => {
      const read = () => fromDatabase(this.source.searchPage(term, { offset, limit }, words));
      const { products, matching, matchingCapped, suggestions } = await (term === ''
        ? read()
        : this.searches.run('api', read));
      const answer: PageOfProducts = {
        total: this.total,
        term,
        ...mode,
        offset,
        products,
        matching,
        matchingCapped,
        ...(suggestions ? { suggestions } : {}),
      };
      return prepareJson(answer, 'fast');
    });
    page.catch(() => this.pages.delete(key));
    return page;
  }

  async productsByIds(ids: readonly number[]): Promise<PreparedBody> {
    return prepareJson(await fromDatabase(this.source.productsByIds(ids)), 'fast');
  }

  /** Ids in catalogue order from the `offset`-th product on, with their last change (the sitemap). */
  productIds(offset: number, count: number): Promise<DatedId[]> {
    return fromDatabase(this.source.idsInOrder(offset, count));
  }

  /** Every product in catalogue order, a batch at a time (the streamed list). */
  batches(): AsyncGenerator<Product[]> {
    return this.source.productBatches();
  }

  private kept(id: number): Promise<KeptProduct | undefined> {
    const kept = getOrMake(this.products, id, async () => {
      const product = await fromDatabase(this.source.findProduct(id));
      return product && new KeptProduct(product);
    });
    kept.catch(() => this.products.delete(id));
    return kept;
  }
}

export interface PreparedCatalogOptions {
  /** How long a confirmed version is trusted before the database is asked again; 0 = every request. */
  freshnessMs?: number;
  now?: () => number;
  /** Room for searches (default: SearchSlots' own bounds, uncounted). */
  searches?: SearchSlots;
}

export class PreparedCatalog {
  private snapshot: CatalogSnapshot | undefined;
  private checkedAt = -Infinity;
  private pending: Promise<CatalogSnapshot> | undefined;
  /** Writes this copy made (catalogWritten), and how many the last check and the pending one came after. */
  private writes = 0;
  private checkedAfter = 0;
  private pendingAfter = 0;
  private readonly freshnessMs: number;
  private readonly now: () => number;
  private readonly searches: SearchSlots;

  constructor(
    private readonly source: CatalogSource,
    options: PreparedCatalogOptions = {},
  ) {
    this.freshnessMs = options.freshnessMs ?? CATALOG_FRESHNESS_MS;
    this.now = options.now ?? (() => performance.now());
    this.searches = options.searches ?? new SearchSlots();
  }

  /** The last snapshot built, without asking the database (undefined before the first request). */
  latest(): CatalogSnapshot | undefined {
    return this.snapshot;
  }

  /**
   * This copy wrote the catalogue and the write committed: the next request asks for the version, so
   * this copy answers with the change at once (other copies within their freshness window).
   */
  catalogWritten(): void {
    this.writes += 1;
  }

  current(): Promise<CatalogSnapshot> {
    const trusted = this.checkedAfter === this.writes && this.now() - this.checkedAt < this.freshnessMs;
    if (this.snapshot && trusted) return Promise.resolve(this.snapshot);
    // A check begun before the last write may have read the version before it: not joined.
    if (!this.pending || this.pendingAfter !== this.writes) {
      const pending = this.refresh();
      this.pending = pending;
      this.pendingAfter = this.writes;
      const settled = () => {
        if (this.pending === pending) this.pending = undefined;
      };
      pending.then(settled, settled);
    }
    return this.pending;
  }

  private async refresh(): Promise<CatalogSnapshot> {
    const startedAt = this.now();
    const after = this.writes;
    try {
      const version = await this.source.catalogVersion();
      const snapshot = this.snapshot?.version === version ? this.snapshot : await this.build(version);
      // A check begun before a later one's write, ending after it, never puts its older snapshot back.
      if (after >= this.checkedAfter) {
        this.snapshot = snapshot;
        this.checkedAt = startedAt;
        this.checkedAfter = after;
      }
      return snapshot;
    } catch (error) {
      throw error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError(error);
    }
  }

  private async build(version: number): Promise<CatalogSnapshot> {
    // Version first, data second: data newer than its label only causes one extra rebuild later.
    const [categories, firstPage, changedAt] = await Promise.all([
      this.source.listCategories(),
      this.source.firstPage(),
      this.source.catalogChangedAt?.(),
    ]);
    const [categoriesBody, wholeList] = await Promise.all([
      prepareJson(categories),
      firstPage.total <= WHOLE_LIST_LIMIT ? this.readWholeList() : undefined,
    ]);
    return new CatalogSnapshot(
      this.source,
      this.searches,
      version,
      categoriesBody,
      categories,
      firstPage,
      wholeList,
      changedAt,
    );
  }

  private async readWholeList(): Promise<Product[]> {
    const products: Product[] = [];
    for await (const batch of this.source.productBatches()) products.push(...batch);
    return products;
  }
}
