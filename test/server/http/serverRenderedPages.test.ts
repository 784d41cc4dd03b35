// Server-rendered first screens (docs/architecture.md): each page carries its first screen as HTML
// and the data it was rendered from, served like a prepared file; without a catalogue or a renderer
// it is the plain SPA page, never an error.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIRST_SCREEN_ELEMENT_ID, type Category, type FirstScreenData, type Product } from '@/contract';
import type { CatalogSource } from '@/server/catalog/catalogSource';
import { memoryCatalog } from '../support/memoryCatalog';
import { RENDERER_FILE } from '../../../scripts/webpackBuild';
import { json, startTestApp, type TestApp } from '../support/testApp';

// Stand-in renderers a test writes (recording, throwing) live here, never beside the run's build.
let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'shop-renderers-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function firstScreenOf(html: string): FirstScreenData {
  const match = new RegExp(`<script id="${FIRST_SCREEN_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error('no first-screen block in the page');
  return JSON.parse(match[1]) as FirstScreenData;
}
const rootOf = (html: string) => /<div id="root">(.*?)<\/div><script id="shop-first-screen"/s.exec(html)?.[1] ?? '';
/** The test's own oracle for the search: lower case, ß as ss, accents dropped. */
const plain = (text: string) => text.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('server-rendered pages on the seeded catalogue', () => {
  let t: TestApp;
  let products: Product[];
  let categories: Category[];
  beforeAll(async () => {
    t = await startTestApp({ rendererFile: RENDERER_FILE });
    products = json<Product[]>((await t.inject('/api/products')).body);
    categories = json<Category[]>((await t.inject('/api')).body);
  });
  afterAll(() => t.close());

  it('home shows the first six cards and the count, and embeds exactly what it shows', async () => {
    const response = await t.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const root = rootOf(response.body);
    expect(root).toContain('Die besten Angebote');
    expect(root).toContain(`Showing 6 of ${products.length} products`);
    for (const product of products.slice(0, 6)) expect(root).toContain(`title="${escapeHtml(product.title)}"`);
    expect(root).not.toContain(`title="${escapeHtml(products[6]?.title ?? '?')}"`);
    for (const category of categories) expect(root).toContain(escapeHtml(category.catName));
    expect(firstScreenOf(response.body)).toEqual({
      categories,
      firstPage: { total: products.length, products: products.slice(0, 6), term: '', matching: products.length },
    });
  });

  // docs/requirements.md §4.3: a search in the address is shown at once, found by the client's own search.
  it('home opened with a search (/?q=bohr) shows its matches, the term in the box and their count, and embeds them', async () => {
    const matching = products.filter((product) => plain(product.title).includes('bohr'));
    expect(matching.length).toBeGreaterThan(1);
    const response = await t.inject('/?q=bohr');
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain(`${matching.length} products match “bohr”`);
    for (const product of products)
      expect({ title: product.title, shown: root.includes(`title="${escapeHtml(product.title)}"`) }).toEqual({
        title: product.title,
        shown: matching.slice(0, 6).includes(product),
      });
    expect(root).toMatch(/<input[^>]*type="search"[^>]*value="bohr"/);
    expect(firstScreenOf(response.body).firstPage).toEqual({
      total: products.length,
      products: matching.slice(0, 6),
      term: 'bohr',
      matching: matching.length,
    });
    // The search's first cards are not the catalogue's: their pictures are not preloaded.
    expect(response.headers.link).not.toContain('rel=preload; as=image');
  });

  it('finds what the client finds: case and accents ignored, the term trimmed (/?q=%20KUCHE%20 finds Küche)', async () => {
    const matching = products.filter((product) => plain(product.title).includes('kuche'));
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.every((product) => product.title.includes('üche'))).toBe(true);
    const data = firstScreenOf((await t.inject('/?q=%20KUCHE%20')).body);
    expect([data.firstPage.term, data.firstPage.matching]).toEqual(['KUCHE', matching.length]);
    expect(data.firstPage.products).toEqual(matching.slice(0, 6));
  });

  it('a search without matches renders its "no products match" state; an empty q is no search', async () => {
    const root = rootOf((await t.inject('/?q=zzqx')).body);
    expect(root).toContain('No products match “zzqx”.');
    expect(root).toContain('Show all products');
    for (const url of ['/?q=', '/?q=%20%20', '/?other=1']) {
      const data = firstScreenOf((await t.inject(url)).body);
      expect({ url, firstPage: data.firstPage }).toEqual({
        url,
        firstPage: { total: products.length, products: products.slice(0, 6), term: '', matching: products.length },
      });
    }
  });

  // Issue 35: the first screen of a search that found nothing already holds its suggestions.
  it('a misspelled search (/?q=bohrschraber) embeds its suggestions; words=all embeds the words mode', async () => {
    const page = (await t.inject('/?q=bohrschraber')).body;
    expect(rootOf(page).replaceAll('<!-- -->', '')).toMatch(
      /Did you mean:.*href="\/\?q=bohrschrauber"[^>]*><span lang="de">bohrschrauber<\/span> \(2\)/s,
    );
    const misspelled = firstScreenOf(page).firstPage;
    expect(misspelled).toMatchObject({
      matching: 0,
      products: [],
      suggestions: [{ term: 'bohrschrauber', words: 'phrase', matching: 2, matchingCapped: false }],
    });
    const anyOrder = firstScreenOf((await t.inject('/?q=samt%20sessel&words=all')).body).firstPage;
    expect(anyOrder).toMatchObject({ term: 'samt sessel', words: 'all', matching: 2 });
    expect(anyOrder.products.map((product) => product.id)).toEqual([32, 39]);
  });

  it('a product page shows the product and embeds it, so the client asks for nothing but the list', async () => {
    const product = json<Product>((await t.inject('/api/product/2')).body);
    const response = await t.inject('/product/2');
    expect(rootOf(response.body)).toContain(escapeHtml(product.description));
    expect(firstScreenOf(response.body).product).toEqual(product);
    expect(response.headers.link).not.toContain('/api/product/2');
    expect(response.headers.link).toContain(`<${product.image}>; rel=preload; as=image`);
  });

  it('an unknown product answers 404 with its "Product not found" screen, and embeds which product was missing', async () => {
    const response = await t.inject('/product/999999');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(rootOf(response.body)).toContain('Product not found');
    const data = firstScreenOf(response.body);
    expect(data.product).toBeUndefined();
    expect(data.missingProductId).toBe(999999);
  });

  it('an id that cannot be a product, and an unknown route, answer 404 with their "not found" screens', async () => {
    const badId = await t.inject('/product/abc');
    expect(badId.statusCode).toBe(404);
    expect(rootOf(badId.body)).toContain('Product not found');
    const unknown = await t.inject('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(rootOf(unknown.body)).toContain('Page not found');
    expect(rootOf(unknown.body)).toContain('Back to the shop');
  });

  it('a 404 page carries no ETag, and a conditional request still gets the 404 (a 304 would stand for a 200)', async () => {
    const first = await t.inject('/no/such/page');
    expect(first.headers.etag).toBeUndefined();
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.inject({ url: '/no/such/page', headers: { 'if-none-match': '*' } });
    expect(again.statusCode).toBe(404);
    expect(rootOf(again.body)).toContain('Page not found');
  });

  it('the pages that exist answer 200', async () => {
    for (const url of [
      '/',
      '/favourites',
      '/product/1',
      '/login',
      '/login?mode=register',
      '/users/max.mustermann',
      '/admin',
    ]) {
      expect({ url, status: (await t.inject(url)).statusCode }).toEqual({ url, status: 200 });
    }
  });

  it("the account emails' action page is a 200 page, rendered without its one-time code, kept out of search engines", async () => {
    const code = 'secret-one-time-code';
    for (const url of [
      `/auth/action?mode=resetPassword&oobCode=${code}&apiKey=k`,
      '/auth/action',
      '/auth/action?mode=x',
    ]) {
      const response = await t.inject(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.headers['x-robots-tag']).toBe('noindex');
      const root = rootOf(response.body);
      expect(root).toContain('Your account');
      expect(root).toContain('Checking your link…');
      expect(response.body).not.toContain(code);
    }
    // Other pages are for search engines as before.
    expect((await t.inject('/login')).headers['x-robots-tag']).toBeUndefined();
  });

  it('favourites (kept in the browser) render a placeholder of the empty message, not a claim that nothing is marked', async () => {
    const root = rootOf((await t.inject('/favourites')).body);
    expect(root).toContain('Your Marked Articles');
    expect(root).toContain('empty-state--pending');
    expect(root).toContain('Looking for your marked articles');
  });

  it('the staff area (issue 38) renders only its neutral state: the server never knows who is signed in', async () => {
    const root = rootOf((await t.inject('/admin')).body);
    expect(root).toContain('Staff area');
    expect(root).toContain('Checking your sign-in…');
    expect(root).not.toContain('Sign in</a>');
    expect(root).not.toContain('Signed in as staff');
  });

  it('the login page follows its query string (register mode makes Register the submit button)', async () => {
    const root = rootOf((await t.inject('/login?mode=register')).body);
    expect(root).toMatch(/<button type="submit"[^>]*><span>Register<\/span>/);
    expect(rootOf((await t.inject('/login')).body)).toMatch(/<button type="submit"[^>]*><span>Sign in<\/span>/);
  });

  it('answers a repeated visit with 304 from the ETag, and compresses the page', async () => {
    const first = await t.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    const again = await t.inject({
      url: '/',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

/** A catalogue of our own: data that must be escaped, and a database that can fail. */
function stubCatalog(titles: string[], fail: { now: boolean }): CatalogSource {
  const product = (id: number, title: string): Product => ({
    id,
    title,
    price: 10,
    description: `${title} – description`,
    image: `/images/products/p${id}.svg`,
    mark: 'Marke',
    images: [`/images/products/p${id}.svg`],
    category: 'Sofa',
  });
  return memoryCatalog(() => titles.map((title, index) => product(index + 1, title)), {
    categories: [{ id: 1, catName: 'Sofa', bgColor: '#eee', imageUrl: '/images/categories/sofa.svg' }],
    check: () => {
      if (fail.now) throw new Error('database down');
    },
  });
}

describe('server-rendered pages on bad data and failures', () => {
  it('escapes product text in the markup and in the embedded JSON (no way out of the script block)', async () => {
    const evil = '</script><script>alert(1)</script>';
    const t = await startTestApp({ rendererFile: RENDERER_FILE, catalogSource: stubCatalog([evil], { now: false }) });
    try {
      const html = (await t.inject('/product/1')).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(firstScreenOf(html).product?.title).toBe(evil);
    } finally {
      await t.close();
    }
  });

  it('serves the plain SPA page (status 200, empty root) while the catalogue is unavailable, and renders again after', async () => {
    const fail = { now: true };
    const t = await startTestApp({ rendererFile: RENDERER_FILE, catalogSource: stubCatalog(['Sofa Eins'], fail) });
    try {
      const down = await t.inject('/');
      expect(down.statusCode).toBe(200);
      expect(down.body).toContain('<div id="root"></div>');
      fail.now = false;
      expect(rootOf((await t.inject('/')).body)).toContain('Showing 1 of 1 products');
    } finally {
      await t.close();
    }
  });

  it('renders /auth/action without its query: a one-time code never becomes a key of the page cache', async () => {
    const recording = path.join(scratch, 'recording.js');
    writeFileSync(
      recording,
      "exports.renderScreen = async (url) => { (globalThis.renderedUrls ??= []).push(url); return { markup: '<p>page</p>', notFound: false }; };",
    );
    const rendered = ((globalThis as { renderedUrls?: string[] }).renderedUrls = []);
    const t = await startTestApp({
      rendererFile: recording,
      catalogSource: stubCatalog(['Sofa Eins'], { now: false }),
    });
    try {
      await t.inject('/auth/action?mode=resetPassword&oobCode=code-1');
      await t.inject('/auth/action?mode=verifyEmail&oobCode=code-2');
      await t.inject('/login?mode=register');
      expect(rendered).toEqual(['/auth/action', '/login?mode=register']);
    } finally {
      await t.close();
    }
  });

  it('serves the plain SPA page when the renderer throws', async () => {
    const broken = path.join(scratch, 'broken.js');
    writeFileSync(broken, "exports.renderScreen = () => { throw new Error('render bug'); };");
    const t = await startTestApp({ rendererFile: broken, catalogSource: stubCatalog(['Sofa Eins'], { now: false }) });
    try {
      const response = await t.inject('/');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    } finally {
      await t.close();
    }
  });
});
