// The sitemap and robots.txt as prepared bodies; sitemap files are made on demand, a few kept.
import { LRUCache } from 'lru-cache';
import type { CatalogSnapshot } from '../catalog/preparedCatalog';
import { productPath, SCREENS } from '../../shopRoutes';
import { getOrMake } from '../http/boundedCache';
import { prepareBody, type PreparedBody } from '../http/preparedBody';
import { robotsTxt, sitemapFile, SITEMAP_URL_LIMIT, type SitemapPage } from './sitemap';
import type { Language } from '../../i18n/languages';

const XML_TYPE = 'application/xml; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';
const REVALIDATE = 'no-cache';
const SITEMAP_FILES_KEPT = 4;

export interface SeoFilesOptions {
  /** A function: the port may be known only after listening. */
  origin: () => string;
  sitemapLimit?: number;
  /** The languages the shop front is built in (each page is listed in each). */
  languages?: readonly Language[];
}

/**
 * The home page changes with the catalogue; a product page when that product does. `own`: the shop's
 * pages beside the catalogue (the legal pages), listed after the home without a date.
 */
async function pagesFrom(
  snapshot: CatalogSnapshot,
  own: readonly string[],
  start: number,
  count: number,
): Promise<SitemapPage[]> {
  const first = [{ path: SCREENS.home, changedAt: snapshot.changedAt }, ...own.map((path) => ({ path }))];
  const head = first.slice(start, start + count);
  const products = await snapshot.productIds(Math.max(0, start - first.length), count - head.length);
  return [...head, ...products.map(({ id, changedAt }) => ({ path: productPath(id), changedAt }))];
}

export class SeoFiles {
  private readonly sitemaps = new LRUCache<string, Promise<PreparedBody | undefined>>({ max: SITEMAP_FILES_KEPT });
  private robots: Promise<PreparedBody> | undefined;

  constructor(private readonly options: SeoFilesOptions) {}

  /**
   * A sitemap file of this catalogue version by its path, or undefined when there is no such file;
   * `own`: the shop's pages beyond the catalogue's (the legal pages while it sells).
   */
  sitemap(path: string, snapshot: CatalogSnapshot, own: readonly string[] = []): Promise<PreparedBody | undefined> {
    const key = `${snapshot.tag}:${own.join(',')}:${path}`;
    const body = getOrMake(this.sitemaps, key, async () => {
      const text = await sitemapFile(path, {
        origin: this.options.origin(),
        pageCount: snapshot.total + 1 + own.length,
        pagesFrom: (start, count) => pagesFrom(snapshot, own, start, count),
        changedAt: snapshot.changedAt,
        limit: this.options.sitemapLimit ?? SITEMAP_URL_LIMIT,
        languages: this.options.languages,
      });
      return text === undefined ? undefined : prepareBody(text, XML_TYPE, REVALIDATE);
    });
    body.catch(() => this.sitemaps.delete(key));
    return body;
  }

  robotsTxt(): Promise<PreparedBody> {
    this.robots ??= prepareBody(robotsTxt(this.options.origin()), TEXT_TYPE, REVALIDATE);
    return this.robots;
  }
}
