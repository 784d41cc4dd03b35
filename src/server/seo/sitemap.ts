// The sitemap (sitemaps.org protocol 0.9): every page a search engine should know, with when it
// last changed. Beyond the protocol's 50,000 URLs per file, /sitemap.xml becomes an index of
// /sitemap-1.xml, /sitemap-2.xml, … of at most that many each.
import { escapeMarkup } from '../http/markupText';

/** The protocol's limit of URLs per sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000;
export const SITEMAP_PATH = '/sitemap.xml';
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface SitemapInput {
  /** The shop's public origin, without a trailing slash. */
  origin: string;
  /** How many pages the sitemap lists. */
  pageCount: number;
  /** The paths of pages `start` to `start + count` ('/', '/product/7', …), in the order to list them. */
  pagesFrom: (start: number, count: number) => Promise<string[]>;
  /** When the catalogue last changed: every page's lastmod. */
  changedAt?: Date;
  /** URLs per file (the protocol's 50,000; tests pass fewer). */
  limit?: number;
}

/** W3C Datetime in UTC to the second: '2026-11-24T13:52:11Z'. */
export const w3cDatetime = (time: Date): string => time.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The numbered file of a large sitemap: '/sitemap-1.xml'. */
export const sitemapPartPath = (index: number): string => `/sitemap-${index}.xml`;

function entry(tag: 'url' | 'sitemap', url: string, lastmod: string): string {
  return `<${tag}><loc>${escapeMarkup(url)}</loc>${lastmod}</${tag}>\n`;
}

function xmlFile(root: 'urlset' | 'sitemapindex', entries: string[]): string {
  return `${XML_DECLARATION}<${root} xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('')}</${root}>\n`;
}

/**
 * One sitemap file by its path, made on demand: '/sitemap.xml' alone, or, beyond `limit` pages, an
 * index of numbered parts of at most `limit` each. Undefined for a path the sitemap does not have.
 */
export async function sitemapFile(path: string, input: SitemapInput): Promise<string | undefined> {
  const { origin, pageCount, limit = SITEMAP_URL_LIMIT } = input;
  const lastmod = input.changedAt ? `<lastmod>${w3cDatetime(input.changedAt)}</lastmod>` : '';
  const urlSet = async (start: number, count: number) =>
    xmlFile(
      'urlset',
      (await input.pagesFrom(start, count)).map((page) => entry('url', origin + page, lastmod)),
    );
  const parts = Math.ceil(pageCount / limit);
  if (parts <= 1) return path === SITEMAP_PATH ? urlSet(0, pageCount) : undefined;
  if (path === SITEMAP_PATH) {
    const index = Array.from({ length: parts }, (_, part) =>
      entry('sitemap', origin + sitemapPartPath(part + 1), lastmod),
    );
    return xmlFile('sitemapindex', index);
  }
  const part = Array.from({ length: parts }, (_, index) => index + 1).find((n) => sitemapPartPath(n) === path);
  return part === undefined ? undefined : urlSet((part - 1) * limit, Math.min(limit, pageCount - (part - 1) * limit));
}

/** The robots.txt: everything may be crawled (pages kept out of results say noindex); where the sitemap is. */
export const robotsTxt = (origin: string): string =>
  `# Pages that are not for search results carry <meta name="robots" content="noindex">.\n` +
  `User-agent: *\nDisallow:\n\nSitemap: ${origin}${SITEMAP_PATH}\n`;
