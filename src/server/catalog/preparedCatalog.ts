// The API's answers, prepared once per catalogue version. A request asks the database only for
// the version number (at most once per `freshnessMs`, shared by concurrent requests), and
// rebuilds the answers only when an import changed it. Any database failure becomes
// DatabaseUnavailableError (503), and the next request tries again.
import type { Category, FirstScreenData, Product } from '../../contract';
import { FIRST_PAGE_SIZE } from '../../contract';
import { DatabaseUnavailableError } from '../http/errors';
import { prepareBody, type PreparedBody } from '../http/preparedBody';
import type { CatalogRepository } from './repository';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Browsers revalidate with the ETag on every use, so an import shows at once. */
const API_CACHE = 'no-cache';

export class CatalogSnapshot {
  private readonly productBodies = new Map<number, Promise<PreparedBody>>();
  private readonly productsById: Map<number, Product>;

  constructor(
    readonly version: number,
    readonly categories: PreparedBody,
    readonly products: PreparedBody,
    private readonly productList: Product[],
    private readonly categoryList: Category[],
    /** When the catalogue last changed, if the database says (the sitemap's lastmod). */
    readonly changedAt?: Date,
  ) {
    this.productsById = new Map(productList.map((product) => [product.id, product]));
  }

  /** What a server-rendered screen shows first: the categories, the first page, and the product asked for. */
  firstScreen(productId?: number): FirstScreenData {
    const product = productId === undefined ? undefined : this.productsById.get(productId);
    return {
      categories: this.categoryList,
      firstPage: {
        total: this.productList.length,
        products: this.productList.slice(0, FIRST_PAGE_SIZE),
        term: '',
        matching: this.productList.length,
      },
      ...(product ? { product } : {}),
      ...(productId !== undefined && !product ? { missingProductId: productId } : {}),
    };
  }

  /** Every product, in catalogue order: the sitemap's pages, and what the renderer searches for a /?q= page. */
  allProducts(): readonly Product[] {
    return this.productList;
  }

  /** Main pictures of the first `count` products, in list order (the home screen's first cards). */
  firstPictures(count: number): string[] {
    const pictures: string[] = [];
    for (const product of this.productsById.values()) {
      if (pictures.length >= count) break;
      if (product.image) pictures.push(product.image);
    }
    return pictures;
  }

  /** The main picture of one product, if it is in the catalogue. */
  picture(id: number): string | undefined {
    return this.productsById.get(id)?.image || undefined;
  }

  /** Single product answers are prepared on first request (10,000 products need not all be compressed up front). */
  product(id: number): Promise<PreparedBody> | undefined {
    const product = this.productsById.get(id);
    if (!product) return undefined;
    let body = this.productBodies.get(id);
    if (!body) {
      body = prepareBody(JSON.stringify(product), JSON_TYPE, API_CACHE);
      this.productBodies.set(id, body);
    }
    return body;
  }
}

export interface PreparedCatalogOptions {
  /** How long a confirmed version is trusted before the database is asked again; 0 = every request. */
  freshnessMs?: number;
  now?: () => number;
}

export class PreparedCatalog {
  private snapshot: CatalogSnapshot | undefined;
  private checkedAt = -Infinity;
  private pending: Promise<CatalogSnapshot> | undefined;
  private readonly freshnessMs: number;
  private readonly now: () => number;

  constructor(
    private readonly repository: CatalogRepository,
    options: PreparedCatalogOptions = {},
  ) {
    this.freshnessMs = options.freshnessMs ?? 1000;
    this.now = options.now ?? (() => performance.now());
  }

  /** The last snapshot built, without asking the database (undefined before the first request). */
  latest(): CatalogSnapshot | undefined {
    return this.snapshot;
  }

  current(): Promise<CatalogSnapshot> {
    if (this.snapshot && this.now() - this.checkedAt < this.freshnessMs) return Promise.resolve(this.snapshot);
    this.pending ??= this.refresh().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async refresh(): Promise<CatalogSnapshot> {
    const startedAt = this.now();
    try {
      const version = await this.repository.catalogVersion();
      if (this.snapshot?.version !== version) this.snapshot = await this.build(version);
      this.checkedAt = startedAt;
      return this.snapshot;
    } catch (error) {
      throw new DatabaseUnavailableError(error);
    }
  }

  private async build(version: number): Promise<CatalogSnapshot> {
    // Version first, data second: data newer than its label only causes one extra rebuild later.
    const [categories, products, changedAt]: [Category[], Product[], Date | undefined] = await Promise.all([
      this.repository.listCategories(),
      this.repository.listProducts(),
      this.repository.catalogChangedAt?.(),
    ]);
    const [categoriesBody, productsBody] = await Promise.all([
      prepareBody(JSON.stringify(categories), JSON_TYPE, API_CACHE),
      prepareBody(JSON.stringify(products), JSON_TYPE, API_CACHE),
    ]);
    return new CatalogSnapshot(version, categoriesBody, productsBody, products, categories, changedAt);
  }
}
