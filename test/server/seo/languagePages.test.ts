// Each language at its own address (issue 50): English at the route table's paths, German under /de/,
// each page rendered by its own language's build, with its language, its canonical address and both
// addresses as alternates; the sitemap lists both, still in parts of at most the limit's URLs.
import { RENDERER_FILE } from '../../../scripts/webpackBuild';
import { parseHtml } from '../support/parseMarkup';
import { startTestApp, type TestApp } from '../support/testApp';

const ORIGIN = 'https://shop.example';

function pageOf(html: string) {
  const document = parseHtml(html);
  const hrefOf = (selector: string) =>
    Array.from(document.querySelectorAll(selector), (link) => link.getAttribute('href'));
  return {
    lang: document.documentElement.getAttribute('lang'),
    title: document.querySelector('title')?.textContent,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: hrefOf('link[rel="canonical"]'),
    alternates: Object.fromEntries(
      Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]'), (link): [string, string | null] => [
        link.getAttribute('hreflang') ?? '',
        link.getAttribute('href'),
      ]),
    ),
    footer: document.querySelector('footer')?.textContent ?? '',
  };
}

describe('pages in English and German', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rendererFile: RENDERER_FILE, publicUrl: ORIGIN, withGerman: true, sitemapLimit: 10 });
  });
  afterAll(() => t.close());

  it('renders /de/product/{id} in German, with its German address as canonical and both as alternates', async () => {
    const product = await t.database.db
      .selectFrom('products')
      .select(['id', 'title'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await t.inject(`/de/product/${product.id}`);
    expect(response.statusCode).toBe(200);
    const page = pageOf(response.body);
    expect(page.lang).toBe('de');
    expect(page.title).toBe(`${product.title} – Shopfront`);
    expect(page.canonical).toEqual([`${ORIGIN}/de/product/${product.id}`]);
    expect(page.alternates).toEqual({
      en: `${ORIGIN}/product/${product.id}`,
      de: `${ORIGIN}/de/product/${product.id}`,
      'x-default': `${ORIGIN}/product/${product.id}`,
    });
    expect(page.footer).toContain('Startseite');
    expect(page.footer).not.toContain('Favourites');
  });

  it('renders the same product in English at its own address, naming the German one', async () => {
    const page = pageOf((await t.inject('/product/1')).body);
    expect(page.lang).toBe('en');
    expect(page.canonical).toEqual([`${ORIGIN}/product/1`]);
    expect(page.alternates.de).toBe(`${ORIGIN}/de/product/1`);
    expect(page.footer).toContain('Favourites');
  });

  it('titles and describes a German screen in German, from its own render', async () => {
    const page = pageOf((await t.inject('/de/favourites')).body);
    expect(page.title).toBe('Ihre gemerkten Artikel – Shopfront');
    expect(page.description).toBe(
      'Die Artikel, die Sie sich bei Shopfront gemerkt haben, in diesem Browser gespeichert.',
    );
    const english = pageOf((await t.inject('/favourites')).body);
    expect(english.title).toBe('Your Marked Articles – Shopfront');
  });

  it('answers /de/ and /de alike: the German home', async () => {
    for (const path of ['/de/', '/de']) {
      const page = pageOf((await t.inject(path)).body);
      expect({ path, lang: page.lang, canonical: page.canonical }).toEqual({
        path,
        lang: 'de',
        canonical: [`${ORIGIN}/de/`],
      });
    }
  });

  it('lists both addresses of every page, each with its alternates, at most the limit per part', async () => {
    const index = (await t.inject('/sitemap.xml')).body;
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(parts.length).toBeGreaterThan(1);
    const urls: string[] = [];
    for (const part of parts) {
      const body = (await t.inject(part)).body;
      const locs = [...body.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
      expect(locs.length).toBeLessThanOrEqual(10);
      expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      urls.push(...locs);
      if (part === parts[0]) {
        expect(body).toContain(`<url><loc>${ORIGIN}/</loc>` + `<lastmod>` /* a date */);
        const home = body.slice(body.indexOf(`<url><loc>${ORIGIN}/de/</loc>`)).split('</url>')[0];
        expect(home).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/"/>`);
        expect(home).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${ORIGIN}/de/"/>`);
        expect(home).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/"/>`);
      }
    }
    const products = await t.database.db.selectFrom('products').select('id').execute();
    for (const { id } of products) {
      expect(urls).toContain(`${ORIGIN}/product/${id}`);
      expect(urls).toContain(`${ORIGIN}/de/product/${id}`);
    }
    expect(new Set(urls).size).toBe(urls.length);
  });
});
