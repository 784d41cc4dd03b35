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
  /** The pages, as paths ('/', '/product/7'), in the order to list them. */
  paths: readonly string[];
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

/** Every sitemap file by its path: '/sitemap.xml' alone, or the index and its numbered parts. */
export function buildSitemaps({
  origin,
  paths,
  changedAt,
  limit = SITEMAP_URL_LIMIT,
}: SitemapInput): Map<string, string> {
  const lastmod = changedAt ? `<lastmod>${w3cDatetime(changedAt)}</lastmod>` : '';
  const urlEntries = (part: readonly string[]) => part.map((path) => entry('url', origin + path, lastmod));
  if (paths.length <= limit) return new Map([[SITEMAP_PATH, xmlFile('urlset', urlEntries(paths))]]);
  const files = new Map<string, string>();
  const index: string[] = [];
  for (let start = 0, part = 1; start < paths.length; start += limit, part += 1) {
    files.set(sitemapPartPath(part), xmlFile('urlset', urlEntries(paths.slice(start, start + limit))));
    index.push(entry('sitemap', origin + sitemapPartPath(part), lastmod));
  }
  files.set(SITEMAP_PATH, xmlFile('sitemapindex', index));
  return files;
}

/** The robots.txt: everything may be crawled (pages kept out of results say noindex); where the sitemap is. */
export const robotsTxt = (origin: string): string =>
  `# Pages that are not for search results carry <meta name="robots" content="noindex">.\n` +
  `User-agent: *\nDisallow:\n\nSitemap: ${origin}${SITEMAP_PATH}\n`;
