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
  paths: readonly string[];
  /** Every page's lastmod. */
  changedAt?: Date;
  limit?: number;
}

export const w3cDatetime = (time: Date): string => time.toISOString().replace(/\.\d{3}Z$/, 'Z');

export const sitemapPartPath = (index: number): string => `/sitemap-${index}.xml`;

function entry(tag: 'url' | 'sitemap', url: string, lastmod: string): string {
  return `<${tag}><loc>${escapeMarkup(url)}</loc>${lastmod}</${tag}>\n`;
}

function xmlFile(root: 'urlset' | 'sitemapindex', entries: string[]): string {
  return `${XML_DECLARATION}<${root} xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('')}</${root}>\n`;
}

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

/** Everything may be crawled: pages kept out of results say noindex themselves. */
export const robotsTxt = (origin: string): string =>
  `# Pages that are not for search results carry <meta name="robots" content="noindex">.\n` +
  `User-agent: *\nDisallow:\n\nSitemap: ${origin}${SITEMAP_PATH}\n`;
