// What each server-rendered page tells search engines and link previews (docs/requirements.md
// §10.16): its own title and description; canonical, Open Graph and schema.org JSON-LD on the home
// and product pages, checked field by field against the database; noindex where a page is the
// shopper's own or not found. Pages are parsed as a browser parses them, not searched with regexes.
import { formatEuro } from '@/euroText';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenData } from '@/contract';
import type { CatalogSource } from '@/server/catalog/catalogSource';
import { memoryCatalog } from '../support/memoryCatalog';
import type { ShopDb } from '@/server/db/connection';
import { contentSecurityPolicy } from '@/server/http/securityHeaders';
import { RENDERER_FILE } from '../../../scripts/webpackBuild';
import { parseHtml } from '../support/parseMarkup';
import { startTestApp, testClientConfig, type TestApp } from '../support/testApp';

const ORIGIN = 'https://shop.example';

/** What a search engine reads in a page's head. */
function headOf(html: string) {
  const document = parseHtml(html);
  const content = (selector: string) =>
    Array.from(document.querySelectorAll(selector), (element) => element.getAttribute('content') ?? '');
  const one = (selector: string): string | undefined => {
    const values = content(selector);
    if (values.length > 1) throw new Error(`${values.length} × ${selector}`);
    return values[0];
  };
  return {
    titles: Array.from(document.querySelectorAll('title'), (title) => title.textContent),
    description: one('meta[name="description"]'),
    descriptions: content('meta[name="description"]').length,
    robots: one('meta[name="robots"]'),
    canonical: Array.from(document.querySelectorAll('link[rel="canonical"]'), (link) => link.getAttribute('href')),
    og: (name: string) => one(`meta[property="og:${name}"]`),
    jsonLd: Array.from(
      document.querySelectorAll('script[type="application/ld+json"]'),
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    ),
    scripts: Array.from(document.querySelectorAll('script'), (script) => script.getAttribute('type') ?? 'javascript'),
    document,
  };
}

/** A product as the database holds it (not as the API answers): the oracle for the JSON-LD. */
async function productInDatabase(db: ShopDb, id: number) {
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const images = await db
    .selectFrom('product_images')
    .select('file')
    .where('product_id', '=', id)
    .orderBy('position')
    .execute();
  return { ...row, files: images.map((image) => image.file) };
}

describe('page heads on the seeded catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rendererFile: RENDERER_FILE, publicUrl: ORIGIN });
  });
  afterAll(() => t.close());

  it("home: the shop's name and offer, the canonical home URL, Open Graph and a WebSite with its search", async () => {
    const response = await t.inject('/');
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    const productCount = (await t.database.db.selectFrom('products').select('id').execute()).length;
    expect(head.titles).toEqual(['Die besten Angebote – Shopfront']);
    expect(head.descriptions).toBe(1);
    const categoryNames = (
      await t.database.db.selectFrom('categories').select('cat_name').orderBy('position').execute()
    ).map((row) => row.cat_name);
    expect(head.description).toBe(
      `Shopfront – die besten Angebote im kleinen Online-Shop. ${productCount} Produkte: ${categoryNames.join(', ')}.`,
    );
    expect(Array.from(head.description ?? '').length).toBeLessThanOrEqual(160);
    expect(head.robots).toBeUndefined();
    expect(head.canonical).toEqual([`${ORIGIN}/`]);
    expect([head.og('type'), head.og('url'), head.og('title'), head.og('site_name')]).toEqual([
      'website',
      `${ORIGIN}/`,
      'Die besten Angebote – Shopfront',
      'Shopfront',
    ]);
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Shopfront',
        url: `${ORIGIN}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${ORIGIN}/?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    ]);
  });

  it('a search on the home page (/?q=…) is the home page for search engines: the same canonical', async () => {
    const head = headOf((await t.inject('/?q=bohr&utm_source=x')).body);
    expect(head.canonical).toEqual([`${ORIGIN}/`]);
    expect(head.titles).toEqual(['Die besten Angebote – Shopfront']);
    expect(head.robots).toBeUndefined();
  });

  it('a product page: its title, its price and the start of its description, canonical and Open Graph', async () => {
    const product = await productInDatabase(t.database.db, 1);
    const head = headOf((await t.inject('/product/1?ref=newsletter')).body);
    expect(head.titles).toEqual([`${product.title} – Shopfront`]);
    // Written as the shop writes prices on the page.
    const price = formatEuro(product.price_cents / 100);
    expect(head.description?.startsWith(`${price} – ${product.description.slice(0, 40)}`)).toBe(true);
    expect(Array.from(head.description ?? '').length).toBeLessThanOrEqual(160);
    expect(head.robots).toBeUndefined();
    expect(head.canonical).toEqual([`${ORIGIN}/product/1`]);
    expect({
      type: head.og('type'),
      title: head.og('title'),
      description: head.og('description'),
      url: head.og('url'),
      image: head.og('image'),
    }).toEqual({
      type: 'product',
      title: product.title,
      description: head.description,
      url: `${ORIGIN}/product/1`,
      image: `${ORIGIN}/images/products/${product.files[0]}`,
    });
  });

  it('a product page carries one schema.org Product, field by field as the database holds the product', async () => {
    for (const id of [1, 2, 7]) {
      const product = await productInDatabase(t.database.db, id);
      const { jsonLd } = headOf((await t.inject(`/product/${id}`)).body);
      expect(jsonLd).toHaveLength(1);
      const [data] = jsonLd;
      expect(data).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.title,
        description: product.description,
        image: product.files.map((file) => `${ORIGIN}/images/products/${file}`),
        sku: String(id),
        brand: { '@type': 'Brand', name: product.mark },
        offers: {
          '@type': 'Offer',
          price: (product.price_cents / 100).toFixed(2),
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
          url: `${ORIGIN}/product/${id}`,
        },
      });
      expect(typeof (data?.offers as { price: unknown }).price).toBe('string');
      expect((data?.offers as { price: string }).price).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it.each([
    ['/login', 200, 'Login – Shopfront'],
    ['/login?mode=register', 200, 'Login – Shopfront'],
    ['/users/max.mustermann', 200, 'Login – Shopfront'],
    ['/favourites', 200, 'Your Marked Articles – Shopfront'],
    ['/favourites?q=sofa', 200, 'Your Marked Articles – Shopfront'],
    ['/auth/action?mode=verifyEmail', 200, 'Your account – Shopfront'],
    ['/admin', 200, 'Staff area – Shopfront'],
    ['/no/such/page', 404, 'Page not found – Shopfront'],
    ['/product/999999', 404, 'Product not found – Shopfront'],
    ['/product/abc', 404, 'Product not found – Shopfront'],
  ])(
    '%s is kept out of search results: noindex, its own title and description, no canonical',
    async (url, status, title) => {
      const response = await t.inject(url);
      expect(response.statusCode).toBe(status);
      const head = headOf(response.body);
      expect(head.robots).toBe('noindex');
      expect(head.titles).toEqual([title]);
      expect(head.descriptions).toBe(1);
      expect(head.description).not.toBe('');
      expect(head.canonical).toEqual([]);
      expect(head.jsonLd).toEqual([]);
    },
  );

  it('takes absolute URLs from PUBLIC_URL, never from the Host header', async () => {
    const response = await t.inject({ url: '/product/3', headers: { host: 'attacker.example' } });
    expect(response.body).not.toContain('attacker.example');
    expect(headOf(response.body).canonical).toEqual([`${ORIGIN}/product/3`]);
  });

  it('keeps the Content-Security-Policy as it was: JSON-LD is data, not a script the policy must allow', async () => {
    const response = await t.inject('/product/1');
    const expected = contentSecurityPolicy({
      imageBaseUrl: '/images/products/',
      authEmulatorUrl: testClientConfig.firebase.emulatorUrl,
    });
    expect(response.headers['content-security-policy']).toBe(expected);
    expect(expected.split(';').find((directive) => directive.startsWith('script-src'))).toBe("script-src 'self'");
    // Every inline script element is a data block: none of them runs.
    const inline = Array.from(headOf(response.body).document.querySelectorAll('script:not([src])'), (script) =>
      script.getAttribute('type'),
    );
    expect(inline.sort()).toEqual(['application/json', 'application/json', 'application/ld+json']);
  });

  it('is prepared once per catalogue version: a revisit gets 304 from its ETag', async () => {
    const first = await t.inject('/product/1');
    const again = await t.inject({ url: '/product/1', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

/** One product whose every text tries to break out of the page. */
function hostileCatalog(text: string): CatalogSource {
  const product = {
    id: 1,
    title: `Sofa ${text}`,
    price: 129.99,
    description: `Beschreibung ${text} & "mehr" <b>fett</b>`,
    image: '/images/products/sofa-1.webp',
    mark: `Marke ${text}`,
    images: ['/images/products/sofa-1.webp', 'https://cdn.example/sofa-2.webp'],
    category: 'sofa',
  };
  return memoryCatalog(() => [product], {
    categories: [{ id: 1, catName: 'sofa', bgColor: '#eee', imageUrl: '/images/categories/sofa.webp' }],
  });
}

describe('hostile product text', () => {
  const evil = '</script><script>alert(1)</script><!--';
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rendererFile: RENDERER_FILE, publicUrl: ORIGIN, catalogSource: hostileCatalog(evil) });
  });
  afterAll(() => t.close());

  it('cannot close the JSON-LD script or an attribute: every text arrives whole, and no script is added', async () => {
    const html = (await t.inject('/product/1')).body;
    expect(html).not.toContain('<script>alert(1)');
    const head = headOf(html);
    // The page's scripts: the bundle (src), the config and first-screen data blocks, the JSON-LD.
    expect(head.scripts.sort()).toEqual(['application/json', 'application/json', 'application/ld+json', 'javascript']);
    const [data] = head.jsonLd as Array<{
      name: string;
      description: string;
      brand: { name: string };
      image: string[];
    }>;
    expect(data?.name).toBe(`Sofa ${evil}`);
    expect(data?.description).toBe(`Beschreibung ${evil} & "mehr" <b>fett</b>`);
    expect(data?.brand.name).toBe(`Marke ${evil}`);
    expect(data?.image).toEqual([`${ORIGIN}/images/products/sofa-1.webp`, 'https://cdn.example/sofa-2.webp']);
    expect(head.titles).toEqual([`Sofa ${evil} – Shopfront`]);
    expect(head.og('title')).toBe(`Sofa ${evil}`);
    expect(head.description).toContain(`Beschreibung ${evil} & "mehr"`);
    const firstScreen = head.document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent ?? '';
    expect((JSON.parse(firstScreen) as FirstScreenData).product?.title).toBe(`Sofa ${evil}`);
  });
});
