// The three catalogue calls of docs/requirements.md §7, their 400/404 answers and HEAD.
import type { ApiErrorBody, Category, Product } from '@/contract';
import { demoCatalog } from '@/server/db/demoCatalog';
import { json, startTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api', () => {
  it('answers the nine categories of docs/requirements.md §3 with catName, bgColor and imageUrl', async () => {
    const response = await t.inject('/api');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const categories = json<Category[]>(response.body);
    expect(categories.map((c) => c.catName)).toEqual([
      'drilling machine',
      'laptop',
      'sale',
      'shoes',
      'sofa',
      'sport',
      'textile',
      'underwear',
      'vacuum cleaner',
    ]);
    for (const category of categories) {
      expect(category.bgColor).toMatch(/^#[0-9a-f]{6}$/);
      expect(category.imageUrl).toMatch(/^\/images\/categories\/[a-z-]+\.webp$/);
      expect(Number.isInteger(category.id)).toBe(true);
    }
  });
});

describe('GET /api/products', () => {
  it('answers every demo product with price in euros and picture URLs under the image base', async () => {
    const products = json<Product[]>((await t.inject('/api/products')).body);
    expect(products).toHaveLength(demoCatalog.products.length);
    const first = products[0]!;
    const source = demoCatalog.products[0]!;
    expect(first).toEqual({
      id: source.id,
      title: source.title,
      price: source.price,
      description: source.description,
      image: `/images/products/${source.images[0]}`,
      mark: source.mark,
      images: source.images.map((file) => `/images/products/${file}`),
      category: source.category,
    });
  });

  it('puts the main picture first in images for every product', async () => {
    const products = json<Product[]>((await t.inject('/api/products')).body);
    for (const product of products) {
      expect(product.images.length).toBeGreaterThanOrEqual(1);
      expect(product.images.length).toBeLessThanOrEqual(4);
      expect(product.images[0]).toBe(product.image);
    }
  });
});

describe('GET /api/product/:id', () => {
  it('answers the product with that id', async () => {
    const response = await t.inject('/api/product/7');
    expect(response.statusCode).toBe(200);
    const product = json<Product>(response.body);
    expect(product.id).toBe(7);
    expect(product.title).toBe(demoCatalog.products[6]!.title);
  });

  it.each([
    '0',
    '-1',
    'abc',
    '1.5',
    '01',
    '+1',
    '1e3',
    '0x1F',
    '%201',
    '2147483648',
    '99999999999999999999',
    'null',
    '1;DROP%20TABLE%20products',
    '',
  ])('answers 400 JSON for the id %p', async (id) => {
    const response = await t.inject(`/api/product/${id}`);
    expect(response.statusCode).toBe(400);
    expect(json<ApiErrorBody>(response.body)).toEqual({
      error: 'bad_request',
      message: expect.stringContaining('whole number') as unknown,
    });
  });

  it('answers 404 JSON for a well-formed id no product has, up to 2^31-1', async () => {
    for (const id of ['999', '2147483647']) {
      const response = await t.inject(`/api/product/${id}`);
      expect(response.statusCode).toBe(404);
      expect(json<ApiErrorBody>(response.body)).toEqual({
        error: 'not_found',
        message: `There is no product with the id ${id}.`,
      });
    }
  });
});

describe('unknown API paths', () => {
  it.each(['/api/nothing', '/api/products/1', '/api/product', '/api/product/1/x', '/api/'])(
    'answer 404 JSON, never the SPA page: %s',
    async (url) => {
      const response = await t.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(json<ApiErrorBody>(response.body).error).toBe('not_found');
    },
  );
});

describe('HEAD', () => {
  it.each(['/api', '/api/products', '/api/product/1'])('answers %s with the GET headers and no body', async (url) => {
    const get = await t.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    const head = await t.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'gzip' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['content-encoding']).toBe('gzip');
  });

  it('answers HEAD for an unknown product with 404 and no body', async () => {
    const head = await t.inject({ method: 'HEAD', url: '/api/product/999' });
    expect(head.statusCode).toBe(404);
    expect(head.body).toBe('');
  });
});
