// The calls a client uses on a catalogue of any size (docs/requirements.md §10.23): a page of the
// list or of a search, products by ids, and the whole list streamed, on SQLite and PostgreSQL.
import { gunzipSync } from 'node:zlib';
import type { ApiErrorBody, Product, PageOfProducts } from '@/contract';
import type { CatalogInput } from '@/server/catalog/catalogInput';
import { importCatalog } from '@/server/catalog/importCatalog';
import { describeOnEachEngine } from '../support/testDatabase';
import { json, startTestApp, type TestApp } from '../support/testApp';

/** 2,010 products, above the 2,000 a client keeps whole, with a few titles to search for among them. */
const SPECIAL: Record<number, string> = {
  3: 'Kopfhörer Studio',
  500: 'KOPFHÖRER mini',
  1999: 'Straße Lampe',
  2004: '100% Baumwolle Decke',
  2007: 'a_b Regal',
};
const COUNT = 2010;
const catalogue: CatalogInput = {
  categories: [{ catName: 'bulk', bgColor: '#eeeeee', imageUrl: '/images/categories/sale.webp' }],
  products: Array.from({ length: COUNT }, (_, index) => ({
    id: index + 1,
    title: SPECIAL[index + 1] ?? `Artikel ${index + 1}`,
    price: 1,
    description: 'Aus einer großen Importdatei.',
    mark: 'Großhandel',
    category: 'bulk',
    images: [`bulk-${index + 1}.webp`],
  })),
};

describeOnEachEngine('catalogue pages on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ engine });
    await importCatalog(t.database.db, catalogue, 'replace');
  });
  afterAll(() => t.close());

  const page = async (query: string) => {
    const response = await t.inject(`/api/products/page${query}`);
    expect([query, response.statusCode]).toEqual([query, 200]);
    return json<PageOfProducts>(response.body);
  };
  const ids = (products: Product[]) => products.map((product) => product.id);
  const badRequest = async (url: string) => {
    const response = await t.inject(url);
    expect([url, response.statusCode]).toEqual([url, 400]);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json<ApiErrorBody>(response.body).error).toBe('bad_request');
  };

  it('answers the first six of the list by default, with the totals', async () => {
    const first = await page('');
    expect(first).toMatchObject({ total: COUNT, matching: COUNT, term: '', offset: 0, matchingCapped: false });
    expect(ids(first.products)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(first.products[2]).toMatchObject({ title: 'Kopfhörer Studio', image: '/images/products/bulk-3.webp' });
  });

  it('pages to the exact end and past it', async () => {
    expect(ids((await page('?offset=6&limit=6')).products)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(ids((await page('?offset=2004&limit=6')).products)).toEqual([2005, 2006, 2007, 2008, 2009, 2010]);
    expect(ids((await page('?offset=2007&limit=6')).products)).toEqual([2008, 2009, 2010]);
    const past = await page('?offset=2010&limit=6');
    expect(past.products).toEqual([]);
    expect(past.total).toBe(COUNT);
  });

  it('searches titles as the client does: any case, umlauts and ß folded, in catalogue order', async () => {
    const headphones = await page('?q=kopfhorer');
    expect(ids(headphones.products)).toEqual([3, 500]);
    expect(headphones).toMatchObject({ term: 'kopfhorer', matching: 2, total: COUNT });
    expect(ids((await page(`?q=${encodeURIComponent('KOPFHÖR')}`)).products)).toEqual([3, 500]);
    expect((await page(`?q=${encodeURIComponent('  Kopf  ')}`)).term).toBe('Kopf');
    expect(ids((await page('?q=strasse')).products)).toEqual([1999]);
  });

  it('takes % and _ in a search literally', async () => {
    expect(ids((await page(`?q=${encodeURIComponent('0%')}`)).products)).toEqual([2004]);
    expect(ids((await page('?q=a_b')).products)).toEqual([2007]);
  });

  it('pages through a search, and an empty search is the list', async () => {
    const artikel = await page('?q=artikel%2019&offset=0&limit=6');
    expect(artikel.matching).toBe(110); // 19, 190–199, 1900–1998 (1999 is the lamp)
    expect(ids(artikel.products)).toEqual([19, 190, 191, 192, 193, 194]);
    const last = await page('?q=artikel%2019&offset=108&limit=6');
    expect(ids(last.products)).toEqual([1997, 1998]);
    expect(await page('?q=')).toEqual(await page(''));
    const none = await page('?q=xyz-nothing');
    expect(none).toMatchObject({ matching: 0, products: [] });
  });

  it('answers 304 to a repeat with the ETag', async () => {
    const first = await t.inject('/api/products/page?q=kopf');
    const again = await t.inject({
      url: '/api/products/page?q=kopf',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses bad parameters with 400 JSON', async () => {
    for (const query of ['offset=-1', 'offset=abc', 'offset=1.5', 'limit=0', 'limit=61', `q=${'a'.repeat(201)}`]) {
      await badRequest(`/api/products/page?${query}`);
    }
    for (const query of ['', 'ids=', 'ids=0', 'ids=1,x', 'ids=07', `ids=${Array(101).fill(1).join(',')}`]) {
      await badRequest(`/api/products/by-id?${query}`);
    }
  });

  it('answers products by ids in the order asked, leaving out ids the catalogue lacks', async () => {
    const response = await t.inject('/api/products/by-id?ids=500,3,99999,1999');
    expect(response.statusCode).toBe(200);
    expect(ids(json<Product[]>(response.body))).toEqual([500, 3, 1999]);
  });

  it('streams the whole list of a catalogue too large to prepare: every product once, in order, gzip too', async () => {
    const plain = await t.inject('/api/products');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const products = json<Product[]>(plain.body);
    expect(ids(products)).toEqual(Array.from({ length: COUNT }, (_, index) => index + 1));
    expect(products[2]).toEqual((await page('')).products[2]);

    const zipped = await t.inject({ url: '/api/products', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(json<Product[]>(gunzipSync(zipped.raw).toString())).toEqual(products);
    const again = await t.inject({
      url: '/api/products',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends a compressed list it kept again, and the changed list once the catalogue changes', async () => {
    const gzipList = async () => {
      const response = await t.inject({ url: '/api/products', headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers['content-encoding']).toBe('gzip');
      return json<Product[]>(gunzipSync(response.raw).toString());
    };
    const first = await gzipList();
    expect(await gzipList()).toEqual(first);
    const renamed = catalogue.products.map((product) =>
      product.id === 1999 ? { ...product, title: 'Straße Lampe neu' } : product,
    );
    await importCatalog(t.database.db, { ...catalogue, products: renamed }, 'replace');
    expect((await gzipList()).find((product) => product.id === 1999)?.title).toBe('Straße Lampe neu');
  });
});
