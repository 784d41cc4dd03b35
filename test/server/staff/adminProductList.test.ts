// GET /api/admin/products (issue 38): the staff's product table on SQLite and PostgreSQL. Roles
// (401, 403, 200), paging, titles searched as the shop searches them (folded, capped count), a
// product found by its id, the bounds' 400 JSON errors; never kept by a cache.
import type { AdminProductPage, ApiErrorBody } from '@/contract';
import type { CatalogInput } from '@/server/catalog/catalogInput';
import { MATCH_COUNT_CAP } from '@/server/catalog/catalogQueries';
import { importCatalog } from '@/server/catalog/importCatalog';
import { createStaffList } from '@/server/staff/staffList';
import { firebaseClaims, unsignedToken } from '../support/idTokenFactory';
import { json, startTestApp, type TestApp } from '../support/testApp';
import { describeOnEachEngine } from '../support/testDatabase';

jest.setTimeout(60_000);

const URL = '/api/admin/products';
/** More than MATCH_COUNT_CAP titles hold 'Artikel', so its count stops at the cap. */
const COUNT = 1210;
const SPECIAL: Record<number, string> = {
  3: 'Kopfhörer Studio',
  500: 'KOPFHÖRER mini',
  777: 'Modell 2000',
};
const catalogue: CatalogInput = {
  categories: [{ catName: 'bulk', bgColor: '#eeeeee', imageUrl: '/images/categories/sale.webp' }],
  products: Array.from({ length: COUNT }, (_, index) => ({
    id: index + 1,
    title: SPECIAL[index + 1] ?? `Artikel ${index + 1}`,
    price: index + 0.5,
    description: 'Aus einer großen Importdatei.',
    mark: 'Großhandel',
    category: 'bulk',
    images: [`bulk-${index + 1}.webp`],
  })),
};

let accounts = 0;
const tokenOf = (email: string): string =>
  unsignedToken({ ...firebaseClaims('demo-shop', `uid-admin-list-${++accounts}`), email, email_verified: true });

describeOnEachEngine('the staff product list on %s', (engine) => {
  let t: TestApp;
  const staffToken = tokenOf('ana.owner@shop.example');
  beforeAll(async () => {
    t = await startTestApp({ engine });
    await importCatalog(t.database.db, catalogue, 'replace');
    await createStaffList(t.database.db).add('ana.owner@shop.example');
  });
  afterAll(() => t.close());

  /** `token` null: no authorization header. */
  const get = (query: string, token: string | null = staffToken) =>
    t.inject({ url: `${URL}${query}`, headers: token === null ? {} : { authorization: `Bearer ${token}` } });
  const page = async (query: string) => {
    const answer = await get(query);
    expect([query, answer.statusCode]).toEqual([query, 200]);
    expect(answer.headers['cache-control']).toBe('no-store');
    return json<AdminProductPage>(answer.body);
  };
  const ids = (answer: AdminProductPage) => answer.products.map((product) => product.id);

  it('answers 401 without a token, 403 for a shopper and 200 for staff, as GET /api/admin/me', async () => {
    const none = await get('', null);
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(json<ApiErrorBody>(none.body).error).toBe('unauthorized');
    const shopper = await get('', tokenOf('shopper@shop.example'));
    expect(shopper.statusCode).toBe(403);
    expect(json<ApiErrorBody>(shopper.body)).toEqual({
      error: 'forbidden',
      message: "This area is for the shop's staff.",
    });
    expect((await get('')).statusCode).toBe(200);
  });

  it('lists the first 50 in catalogue order with the table’s fields and the catalogue’s count', async () => {
    const first = await page('');
    expect(first).toMatchObject({ q: '', by: 'list', offset: 0, limit: 50, matching: COUNT, matchingCapped: false });
    expect(ids(first)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(first.products[2]).toEqual({
      id: 3,
      title: 'Kopfhörer Studio',
      price: 2.5,
      category: 'bulk',
      mark: 'Großhandel',
      image: '/images/products/bulk-3.webp',
    });
  });

  it('pages to the end and past it', async () => {
    expect(ids(await page('?offset=50&limit=3'))).toEqual([51, 52, 53]);
    expect(ids(await page(`?offset=${COUNT - 2}&limit=5`))).toEqual([COUNT - 1, COUNT]);
    expect(ids(await page(`?offset=${COUNT}`))).toEqual([]);
  });

  it('searches titles as the shop does: folded, in catalogue order, paged', async () => {
    for (const q of ['kopfhoerer', 'KOPFHÖR', '  kopfhorer ']) {
      const found = await page(`?q=${encodeURIComponent(q)}`);
      expect(found).toMatchObject({ q: q.trim(), by: 'title', matching: 2, matchingCapped: false });
      expect(ids(found)).toEqual([3, 500]);
    }
    const second = await page('?q=kopfhoerer&offset=1&limit=1');
    expect(ids(second)).toEqual([500]);
    expect((await page('?q=nichtsdergleichen')).products).toEqual([]);
  });

  it('stops counting a search at the cap', async () => {
    const many = await page('?q=artikel&limit=5');
    expect(many).toMatchObject({ by: 'title', matching: MATCH_COUNT_CAP, matchingCapped: true });
    expect(ids(many)).toEqual([1, 2, 4, 5, 6]);
  });

  it('finds a product by its id: #id only, a bare number first as an id, else in the titles', async () => {
    for (const q of ['742', '#742', '# 742']) {
      const found = await page(`?q=${encodeURIComponent(q)}`);
      expect(found).toMatchObject({ by: 'id', matching: 1, matchingCapped: false });
      expect(ids(found)).toEqual([742]);
    }
    expect(await page(`?q=${encodeURIComponent('#9999')}`)).toMatchObject({ by: 'id', matching: 0, products: [] });
    expect((await page(`?q=742&offset=1`)).products).toEqual([]);
    // No product 2000: the number is searched for in the titles.
    const titled = await page('?q=2000');
    expect(titled).toMatchObject({ by: 'title', matching: 1 });
    expect(ids(titled)).toEqual([777]);
  });

  it('answers 400 JSON for a limit or offset out of bounds, or a term too long', async () => {
    for (const query of [
      '?limit=0',
      '?limit=61',
      '?limit=x',
      '?offset=-1',
      '?offset=1000000001',
      `?q=${'a'.repeat(201)}`,
    ]) {
      const answer = await get(query);
      expect([query, answer.statusCode]).toEqual([query, 400]);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(json<ApiErrorBody>(answer.body).error).toBe('bad_request');
    }
  });
});
