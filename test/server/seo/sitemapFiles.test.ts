// The sitemap's shape (sitemaps.org protocol 0.9), checked with an XML parser: one file up to the
// limit of URLs, beyond it an index of numbered files of at most that many each (docs/requirements.md §10.16).
import { robotsTxt, sitemapFile, SITEMAP_NAMESPACE, SITEMAP_URL_LIMIT, w3cDatetime } from '@/server/seo/sitemap';
import { parseXml, textsOf } from '../support/parseMarkup';

const ORIGIN = 'https://shop.example';
const CHANGED_AT = new Date('2026-11-24T13:52:11.250Z');
const pathsOf = (count: number) => ['/', ...Array.from({ length: count - 1 }, (_, index) => `/product/${index + 1}`)];
/** Each page its own lastmod: page n changed n minutes after the catalogue's time. */
const changedAtOf = (page: number) => new Date(CHANGED_AT.getTime() + page * 60_000);

/** Every file the sitemap has, asked for by path as a crawler would; the pages read only as needed. */
async function buildSitemaps(options: { paths: string[]; changedAt?: Date; limit?: number }) {
  const reads: number[] = [];
  const input = {
    origin: ORIGIN,
    pageCount: options.paths.length,
    pagesFrom: async (start: number, count: number) => {
      reads.push(count);
      return options.paths
        .slice(start, start + count)
        .map((path, index) => ({ path, changedAt: options.changedAt && changedAtOf(start + index) }));
    },
    changedAt: options.changedAt,
    limit: options.limit,
  };
  const files = new Map<string, string>();
  for (let part = 0; part <= options.paths.length; part++) {
    const path = part === 0 ? '/sitemap.xml' : `/sitemap-${part}.xml`;
    const text = await sitemapFile(path, input);
    if (text !== undefined) files.set(path, text);
  }
  return { files, reads };
}

function parsed(files: Map<string, string>, path: string): Document {
  const text = files.get(path);
  if (text === undefined) throw new Error(`no ${path}; there are ${[...files.keys()].join(', ')}`);
  return parseXml(text);
}

describe('sitemap files', () => {
  it('lists every page in one <urlset> up to the limit, each with its own lastmod', async () => {
    const { files } = await buildSitemaps({ paths: pathsOf(3), changedAt: CHANGED_AT, limit: 3 });
    expect([...files.keys()]).toEqual(['/sitemap.xml']);
    const sitemap = parsed(files, '/sitemap.xml');
    expect(sitemap.documentElement.localName).toBe('urlset');
    expect(sitemap.documentElement.namespaceURI).toBe(SITEMAP_NAMESPACE);
    expect(textsOf(sitemap, 'loc')).toEqual([`${ORIGIN}/`, `${ORIGIN}/product/1`, `${ORIGIN}/product/2`]);
    expect(textsOf(sitemap, 'lastmod')).toEqual([
      '2026-11-24T13:52:11Z',
      '2026-11-24T13:53:11Z',
      '2026-11-24T13:54:11Z',
    ]);
    expect(files.get('/sitemap.xml')).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  });

  it('beyond the limit is an index of numbered files of at most the limit each, covering every page once', async () => {
    const paths = pathsOf(7);
    const { files, reads } = await buildSitemaps({ paths, changedAt: CHANGED_AT, limit: 3 });
    expect([...files.keys()].sort()).toEqual(['/sitemap-1.xml', '/sitemap-2.xml', '/sitemap-3.xml', '/sitemap.xml']);
    const index = parsed(files, '/sitemap.xml');
    expect(index.documentElement.localName).toBe('sitemapindex');
    expect(index.documentElement.namespaceURI).toBe(SITEMAP_NAMESPACE);
    expect(textsOf(index, 'loc')).toEqual([1, 2, 3].map((part) => `${ORIGIN}/sitemap-${part}.xml`));
    expect(textsOf(index, 'lastmod')).toEqual(Array(3).fill('2026-11-24T13:52:11Z'));
    const parts = [1, 2, 3].map((part) => textsOf(parsed(files, `/sitemap-${part}.xml`), 'loc'));
    expect(parts.map((locs) => locs.length)).toEqual([3, 3, 1]);
    expect(parts.flat()).toEqual(paths.map((path) => ORIGIN + path));
    const lastmods = [1, 2, 3].flatMap((part) => textsOf(parsed(files, `/sitemap-${part}.xml`), 'lastmod'));
    expect(lastmods).toEqual(paths.map((_, page) => w3cDatetime(changedAtOf(page))));
    // The index reads no pages; each part reads only its own.
    expect(reads).toEqual([3, 3, 1]);
  });

  it('leaves lastmod out when the catalogue keeps no time', async () => {
    const { files } = await buildSitemaps({ paths: ['/'] });
    expect(textsOf(parsed(files, '/sitemap.xml'), 'lastmod')).toEqual([]);
  });

  it("keeps to the protocol's 50,000 URLs per file", () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    expect(w3cDatetime(new Date('2026-01-02T03:04:05.999Z'))).toBe('2026-01-02T03:04:05Z');
  });

  it('robots.txt lets every page be crawled and names the sitemap by its absolute URL', () => {
    const lines = robotsTxt(ORIGIN).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow:');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
