// The sitemap is prepared once per catalogue version, robots.txt once.
import type { CatalogSnapshot } from '../catalog/preparedCatalog';
import { prepareBody, type PreparedBody } from '../http/preparedBody';
import { buildSitemaps, robotsTxt, SITEMAP_URL_LIMIT } from './sitemap';

const XML_TYPE = 'application/xml; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';
/** So an import shows at once. */
const REVALIDATE = 'no-cache';

export interface SeoFilesOptions {
  /** A function: the port may be known only after listening. */
  origin: () => string;
  sitemapLimit?: number;
}

export const sitemapPaths = (snapshot: CatalogSnapshot): string[] => [
  '/',
  ...snapshot.allProducts().map((product) => `/product/${product.id}`),
];

export class SeoFiles {
  private version: number | undefined;
  private sitemapTexts: Map<string, string> | undefined;
  private readonly sitemapBodies = new Map<string, Promise<PreparedBody>>();
  private robots: Promise<PreparedBody> | undefined;

  constructor(private readonly options: SeoFilesOptions) {}

  sitemap(path: string, snapshot: CatalogSnapshot): Promise<PreparedBody> | undefined {
    if (snapshot.version !== this.version || !this.sitemapTexts) {
      this.version = snapshot.version;
      this.sitemapBodies.clear();
      this.sitemapTexts = buildSitemaps({
        origin: this.options.origin(),
        paths: sitemapPaths(snapshot),
        changedAt: snapshot.changedAt,
        limit: this.options.sitemapLimit ?? SITEMAP_URL_LIMIT,
      });
    }
    let body = this.sitemapBodies.get(path);
    if (!body) {
      // Compressed on first request only: crawlers often read just the index.
      const text = this.sitemapTexts.get(path);
      if (text === undefined) return undefined;
      body = prepareBody(text, XML_TYPE, REVALIDATE);
      this.sitemapBodies.set(path, body);
    }
    return body;
  }

  robotsTxt(): Promise<PreparedBody> {
    this.robots ??= prepareBody(robotsTxt(this.options.origin()), TEXT_TYPE, REVALIDATE);
    return this.robots;
  }
}
