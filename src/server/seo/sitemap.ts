// sitemaps.org protocol 0.9: beyond SITEMAP_URL_LIMIT URLs, /sitemap.xml becomes an index of /sitemap-{n}.xml.
import { escapeMarkup } from '../http/markupText';

/** The protocol's, per file. */
export const SITEMAP_URL_LIMIT = 50_000;
export const SITEMAP_PATH = '/sitemap.xml';
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface SitemapInput {
  /** Without a trailing slash. */
  origin: string;
  pageCount: number;
  /** Pages `start` to `start + count` (the home, then each product's) in the order to list them, with their lastmod. */
  pagesFrom: (start: number, count: number) => Promise<SitemapPage[]>;
  /** When the catalogue last changed: each part's lastmod in an index. */
  changedAt?: Date;
  limit?: number;
}

export interface SitemapPage {
  path: string;
  changedAt?: Date;
}

export const w3cDatetime = (time: Date): string => time.toISOString().replace(/\.\d{3}Z$/, 'Z');

const sitemapPartPath = (index: number): string => `/sitemap-${index}.xml`;

function entry(tag: 'url' | 'sitemap', url: string, changedAt: Date | undefined): string {
  const lastmod = changedAt ? `<lastmod>${w3cDatetime(changedAt)}</lastmod>` : '';
  return `<${tag}><loc>${escapeMarkup(url)}</loc>${lastmod}</${tag}>\n`;
}

function xmlFile(root: 'urlset' | 'sitemapindex', entries: string[]): string {
  return `${XML_DECLARATION}<${root} xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('')}</${root}>\n`;
}

/** One sitemap file by its path, made on demand; undefined for a path the sitemap does not have. */
export async function sitemapFile(path: string, input: SitemapInput): Promise<string | undefined> {
  const { origin, pageCount, limit = SITEMAP_URL_LIMIT } = input;
  const urlSet = async (start: number, count: number) =>
    xmlFile(
      'urlset',
      (await input.pagesFrom(start, count)).map((page) => entry('url', origin + page.path, page.changedAt)),
    );
  const parts = Math.ceil(pageCount / limit);
  if (parts <= 1) return path === SITEMAP_PATH ? urlSet(0, pageCount) : undefined;
  if (path === SITEMAP_PATH) {
    const index = Array.from({ length: parts }, (_, part) =>
      entry('sitemap', origin + sitemapPartPath(part + 1), input.changedAt),
    );
    return xmlFile('sitemapindex', index);
  }
  const part = Array.from({ length: parts }, (_, index) => index + 1).find((n) => sitemapPartPath(n) === path);
  return part === undefined ? undefined : urlSet((part - 1) * limit, Math.min(limit, pageCount - (part - 1) * limit));
}

/** Everything may be crawled: pages kept out of results say noindex themselves. */
export const robotsTxt = (origin: string): string =>
  `# Pages that are not for search results carry <meta name="robots" content="noindex">.\n` +
  `User-agent: *\nDisallow:\n\nSitemap: ${origin}${SITEMAP_PATH}\n`;
