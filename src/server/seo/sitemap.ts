// sitemaps.org protocol 0.9: beyond SITEMAP_URL_LIMIT URLs, /sitemap.xml becomes an index of /sitemap-{n}.xml.
import { escapeMarkup } from '../http/markupText';
import { DEFAULT_LANGUAGE, pathInLanguage, type Language } from '../../i18n/languages';

/** The protocol's, per file. */
export const SITEMAP_URL_LIMIT = 50_000;
export const SITEMAP_PATH = '/sitemap.xml';
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Where a sitemap's <xhtml:link rel="alternate" hreflang> come from, as search engines read them. */
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

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
  /** The languages the shop is built in: each page is listed at each one's address, with the others as alternates. */
  languages?: readonly Language[];
}

export interface SitemapPage {
  path: string;
  changedAt?: Date;
}

export const w3cDatetime = (time: Date): string => time.toISOString().replace(/\.\d{3}Z$/, 'Z');

const sitemapPartPath = (index: number): string => `/sitemap-${index}.xml`;

function entry(tag: 'url' | 'sitemap', url: string, changedAt: Date | undefined, alternates = ''): string {
  const lastmod = changedAt ? `<lastmod>${w3cDatetime(changedAt)}</lastmod>` : '';
  return `<${tag}><loc>${escapeMarkup(url)}</loc>${lastmod}${alternates}</${tag}>\n`;
}

/** A page's address in every language, each naming all of them (itself too) and English as x-default. */
function pageEntries(origin: string, page: SitemapPage, languages: readonly Language[]): string[] {
  const urlIn = (language: Language) => escapeMarkup(origin + pathInLanguage(page.path, language));
  const alternates =
    languages.length < 2
      ? ''
      : [...languages.map((language) => [language, language] as const), ['x-default', DEFAULT_LANGUAGE] as const]
          .map(
            ([hreflang, language]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${urlIn(language)}"/>`,
          )
          .join('');
  return languages.map((language) =>
    entry('url', origin + pathInLanguage(page.path, language), page.changedAt, alternates),
  );
}

function xmlFile(root: 'urlset' | 'sitemapindex', entries: string[], withAlternates = false): string {
  const namespaces = `xmlns="${SITEMAP_NAMESPACE}"${withAlternates ? ` xmlns:xhtml="${XHTML_NAMESPACE}"` : ''}`;
  return `${XML_DECLARATION}<${root} ${namespaces}>\n${entries.join('')}</${root}>\n`;
}

/** One sitemap file by its path, made on demand; undefined for a path the sitemap does not have. */
export async function sitemapFile(path: string, input: SitemapInput): Promise<string | undefined> {
  const { origin, pageCount, languages = [DEFAULT_LANGUAGE] } = input;
  // Every page is as many URLs as languages: a part holds as many pages as keep it within the limit.
  const limit = Math.max(1, Math.floor((input.limit ?? SITEMAP_URL_LIMIT) / languages.length));
  const urlSet = async (start: number, count: number) =>
    xmlFile(
      'urlset',
      (await input.pagesFrom(start, count)).flatMap((page) => pageEntries(origin, page, languages)),
      languages.length > 1,
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
