// The categories in the staff API (issue 38) on SQLite and PostgreSQL: the list with product counts
// (capped as the shop's), add, rename, recolour and re-picture over an ETag (428 without If-Match,
// 412 with the newer version), the import's rules and words, a removal refused with the exact number
// of products that use the category, every change in the history, and shoppers' answers following.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv from 'ajv8';
import type {
  AdminCategory,
  AdminCategoryConflict,
  AdminCategoryInUse,
  AdminCategoryList,
  Category,
  CategoryHistory,
  Product,
} from '@/contract';
import { API } from '@/shopRoutes';
import { importCatalog } from '@/server/catalog/importCatalog';
import { CatalogValidationError } from '@/server/catalog/validateCatalog';
import { createStaffList } from '@/server/staff/staffList';
import type { TestResponse } from '../support/httpClient';
import { json, startTestApp, type TestApp } from '../support/testApp';
import { describeOnEachEngine } from '../support/testDatabase';
import { authorization, verifiedToken, jsonError } from '../support/staffTokens';
import { STAFF_API, adminCategoryApiPath, adminCategoryHistoryApiPath } from '@/staffRoutes';

jest.setTimeout(60_000);

const STAFF = 'ana.owner@shop.example';
const tokenOf = verifiedToken;
const staffToken = tokenOf(STAFF);
const bearer = (token = staffToken) => authorization(token);

/** The import's problems for a category record, as the API words them (without the record's label). */
async function importProblems(t: TestApp, category: unknown): Promise<string[]> {
  try {
    await importCatalog(t.database.db, { categories: [category], products: [] }, 'upsert');
  } catch (error) {
    if (error instanceof CatalogValidationError)
      return error.problems.map((text) => text.replace(/^.*?: field/, 'field'));
  }
  throw new Error('the import took it');
}

describeOnEachEngine('categories in the staff API on %s', (engine) => {
  let t: TestApp;
  let publicDir: string;
  beforeAll(async () => {
    publicDir = mkdtempSync(path.join(tmpdir(), 'shop-test-public-'));
    mkdirSync(path.join(publicDir, 'images', 'categories'), { recursive: true });
    writeFileSync(path.join(publicDir, 'images', 'categories', 'garden.webp'), 'RIFF');
    t = await startTestApp({ engine, publicDir });
    await createStaffList(t.database.db).add(STAFF);
  });
  afterAll(async () => {
    await t.close();
    rmSync(publicDir, { recursive: true, force: true });
  });

  const list = async () => {
    const answer = await t.inject({ url: STAFF_API.adminCategories, headers: bearer() });
    expect([answer.statusCode, answer.headers['cache-control']]).toEqual([200, 'no-store']);
    return json<AdminCategoryList>(answer.body);
  };
  const read = async (id: number) => {
    const answer = await t.inject({ url: adminCategoryApiPath(id), headers: bearer() });
    expect(answer.statusCode).toBe(200);
    return { category: json<AdminCategory>(answer.body), etag: String(answer.headers.etag) };
  };
  const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown, ifMatch?: string) =>
    t.inject({
      method,
      url,
      headers: {
        ...bearer(),
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(ifMatch !== undefined && { 'if-match': ifMatch }),
      },
      ...(body !== undefined && { payload: JSON.stringify(body) }),
    });
  const put = (id: number, body: unknown, ifMatch?: string) => send('PUT', adminCategoryApiPath(id), body, ifMatch);
  const remove = (id: number, ifMatch?: string) => send('DELETE', adminCategoryApiPath(id), undefined, ifMatch);
  const add = (body: unknown) => send('POST', STAFF_API.adminCategories, body);
  const history = async (id?: number, query = '') => {
    const url = id === undefined ? STAFF_API.adminCategoriesHistory : adminCategoryHistoryApiPath(id);
    const answer = await t.inject({ url: `${url}${query}`, headers: bearer() });
    expect([answer.statusCode, answer.headers['cache-control']]).toEqual([200, 'no-store']);
    return json<CategoryHistory>(answer.body);
  };
  const shopCategories = async () => json<Category[]>((await t.inject(API.categories)).body);
  const byName = async (name: string) => (await list()).categories.find((row) => row.category.catName === name)!;

  it('answers 401 without a token and 403 for a shopper, on every route', async () => {
    const shopper = bearer(tokenOf('shopper@shop.example'));
    for (const [method, url] of [
      ['GET', STAFF_API.adminCategories],
      ['POST', STAFF_API.adminCategories],
      ['GET', STAFF_API.adminCategoriesHistory],
      ['GET', adminCategoryApiPath(1)],
      ['PUT', adminCategoryApiPath(1)],
      ['DELETE', adminCategoryApiPath(1)],
      ['GET', adminCategoryHistoryApiPath(1)],
    ] as const) {
      jsonError(await t.inject({ method, url }), 401, 'unauthorized');
      jsonError(await t.inject({ method, url, headers: { ...shopper, 'if-match': '"x"' } }), 403, 'forbidden');
    }
  });

  it('lists every category in the shop’s order with its ETag and product count, and the pictures to choose', async () => {
    const { categories, pictures } = await list();
    expect(categories.map((row) => row.category)).toEqual(await shopCategories());
    const sofa = categories.find((row) => row.category.catName === 'sofa')!;
    const everyProduct = json<Product[]>((await t.inject(API.products)).body);
    const inSofa = everyProduct.filter((product) => product.category === 'sofa').length;
    expect(inSofa).toBeGreaterThan(0);
    expect([sofa.products, sofa.productsCapped]).toEqual([inSofa, false]);
    expect(sofa.etag).toBe((await read(sofa.category.id)).etag);
    // The shop's own category pictures, and those the categories name.
    expect(pictures).toContain('/images/categories/garden.webp');
    expect(pictures).toContain(sofa.category.imageUrl);
  });

  it('answers one category with a strong ETag; 404 JSON for an unknown id, 400 for a bad one', async () => {
    const answer = await t.inject({ url: adminCategoryApiPath(1), headers: bearer() });
    expect([answer.statusCode, answer.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(answer.headers.etag).toMatch(/^"c-[^"]+"$/);
    expect(Object.keys(json<AdminCategory>(answer.body)).sort()).toEqual(['bgColor', 'catName', 'id', 'imageUrl']);
    jsonError(await t.inject({ url: adminCategoryApiPath(999_999), headers: bearer() }), 404, 'not_found');
    const bad = jsonError(
      await t.inject({ url: `${STAFF_API.adminCategories}/07`, headers: bearer() }),
      400,
      'bad_request',
    );
    expect(bad.message).toMatch(/^The category id must be/);
    jsonError(await t.inject({ url: adminCategoryHistoryApiPath(999_999), headers: bearer() }), 404, 'not_found');
  });

  it('refuses a change without If-Match (428) or over a stale one (412, with the category as it is now)', async () => {
    const { category, etag } = await read(2);
    const missing = jsonError(await put(2, { ...category, bgColor: '#000' }), 428, 'precondition_required');
    expect(missing.message).toMatch(/If-Match/);
    jsonError(await put(2, { ...category, bgColor: '#000' }, '*'), 428, 'precondition_required');
    jsonError(await remove(2), 428, 'precondition_required');

    const saved = await put(2, { ...category, bgColor: '#123456' }, etag);
    expect(saved.statusCode).toBe(200);
    const stale = await put(2, { ...category, imageUrl: '/images/categories/garden.webp' }, etag);
    const conflict = jsonError(stale, 412, 'changed_since_read') as unknown as AdminCategoryConflict;
    expect(conflict.current).toEqual({ ...category, bgColor: '#123456' });
    expect([conflict.etag, stale.headers.etag]).toEqual([saved.headers.etag, saved.headers.etag]);
    jsonError(await remove(2, etag), 412, 'changed_since_read');
    expect((await read(2)).category).toEqual({ ...category, bgColor: '#123456' });
  });

  it('refuses what the import refuses, in its words and by field, and a name another category has; changes nothing', async () => {
    const { category, etag } = await read(3);
    const versionBefore = (await shopCategories()).find((each) => each.id === 3);
    const bad = { catName: ' ', bgColor: 'red', imageUrl: 'images/x.webp' };
    const fromImport = await importProblems(t, bad);
    expect(fromImport).toHaveLength(3);
    const answer = jsonError(await put(3, bad, etag), 400, 'invalid_category');
    expect(answer.problems).toEqual([
      { field: 'catName', message: fromImport[0] },
      { field: 'bgColor', message: fromImport[1] },
      { field: 'imageUrl', message: fromImport[2] },
    ]);
    expect(fromImport[1]).toBe("field 'bgColor' must be a colour like '#f3e3d3', got \"red\"");
    const taken = jsonError(await put(3, { ...category, catName: 'sofa' }, etag), 409, 'name_taken');
    expect(taken.problems).toEqual([{ field: 'catName', message: 'a category named "sofa" is in the shop already' }]);
    const otherId = jsonError(await put(3, { ...category, id: 4 }, etag), 400, 'invalid_category');
    expect(otherId.problems).toEqual([
      { field: 'id', message: expect.stringMatching(/^field 'id' must be/) as string },
    ]);
    jsonError(await add({ ...category, catName: 'neu', id: 77 }), 400, 'invalid_category');
    const { id: _id, ...fields } = category;
    jsonError(await add(fields), 409, 'name_taken');
    expect(await read(3)).toEqual({ category, etag });
    expect((await shopCategories()).find((each) => each.id === 3)).toEqual(versionBefore);
    expect((await history(3)).changes).toEqual([]);
  });

  it('renames and recolours a category: its products move with it, and shoppers see it', async () => {
    const { category, etag } = await read(5);
    const productsBefore = (await byName(category.catName)).products;
    const changed = { catName: `  ${category.catName} & Sessel `, bgColor: '#abc', imageUrl: category.imageUrl };
    const answer = await put(5, changed, etag);
    expect([answer.statusCode, answer.headers['cache-control']]).toEqual([200, 'no-store']);
    const saved = { ...category, catName: `${category.catName} & Sessel`, bgColor: '#abc' };
    expect(json<AdminCategory>(answer.body)).toEqual(saved);
    expect(answer.headers.etag).not.toBe(etag);
    expect(await read(5)).toEqual({ category: saved, etag: answer.headers.etag });
    // Shoppers' answers: the tile, in its place, and every product of it under the new name.
    const shop = await shopCategories();
    expect(shop.find((each) => each.id === 5)).toEqual(saved);
    expect(shop.map((each) => each.id)).toEqual((await list()).categories.map((row) => row.category.id));
    const row = await byName(saved.catName);
    expect([row.products, await byName(category.catName)]).toEqual([productsBefore, undefined]);
    const products = json<Product[]>((await t.inject(API.products)).body);
    expect(products.filter((product) => product.category === saved.catName)).toHaveLength(productsBefore);
    expect(products.filter((product) => product.category === category.catName)).toHaveLength(0);
    // The same again changes nothing: the ETag stays and no entry is written.
    const same = await put(5, saved, String(answer.headers.etag));
    expect([same.statusCode, same.headers.etag]).toEqual([200, answer.headers.etag]);

    const { changes } = await history(5);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ action: 'save', by: STAFF, before: category, after: saved });
    expect(changes[0]!.changed).toEqual(['catName', 'bgColor']);
    expect(Date.now() - Date.parse(changes[0]!.at)).toBeLessThan(60_000);
  });

  it('re-pictures a category with a picture the shop has, or an http(s) URL', async () => {
    const { category, etag } = await read(6);
    const one = await put(6, { ...category, imageUrl: '/images/categories/garden.webp' }, etag);
    expect(one.statusCode).toBe(200);
    const url = 'https://cdn.example.com/tiles/sport.webp';
    const two = await put(6, { ...category, imageUrl: url }, String(one.headers.etag));
    expect(two.statusCode).toBe(200);
    expect((await shopCategories()).find((each) => each.id === 6)?.imageUrl).toBe(url);
    expect((await list()).pictures).toContain(url);
    expect((await history(6)).changes.map((change) => change.changed)).toEqual([['imageUrl'], ['imageUrl']]);
  });

  it('adds a category after the others, with an id no category had; shoppers see it', async () => {
    const answer = await add({ catName: 'Garten', bgColor: '#dfd', imageUrl: '/images/categories/garden.webp' });
    expect([answer.statusCode, answer.headers['cache-control']]).toEqual([201, 'no-store']);
    const added = json<AdminCategory>(answer.body);
    expect(added).toEqual({
      id: expect.any(Number) as number,
      catName: 'Garten',
      bgColor: '#dfd',
      imageUrl: '/images/categories/garden.webp',
    });
    expect(answer.headers.etag).toBe((await read(added.id)).etag);
    expect((await shopCategories()).at(-1)).toEqual(added);
    expect(await byName('Garten')).toMatchObject({ products: 0, productsCapped: false });
    expect((await history(added.id)).changes).toMatchObject([{ action: 'add', before: null, after: added, by: STAFF }]);
  });

  it('refuses to remove a category products use, with their number; removes an unused one, on record', async () => {
    const used = await byName('laptop');
    const refused = jsonError(
      await remove(used.category.id, used.etag),
      409,
      'category_in_use',
    ) as unknown as AdminCategoryInUse;
    expect(refused.products).toBe(used.products);
    expect(refused.message).toBe(
      `${used.products} products use this category. Move them to another category first; nothing was removed.`,
    );
    expect((await shopCategories()).some((each) => each.id === used.category.id)).toBe(true);

    const added = await add({ catName: 'Leer', bgColor: '#eee', imageUrl: '/images/categories/garden.webp' });
    const { id } = json<AdminCategory>(added.body);
    const gone = await remove(id, String(added.headers.etag));
    expect([gone.statusCode, gone.body, gone.headers['cache-control']]).toEqual([204, '', 'no-store']);
    expect((await shopCategories()).some((each) => each.id === id)).toBe(false);
    jsonError(await t.inject({ url: adminCategoryApiPath(id), headers: bearer() }), 404, 'not_found');
    // Its history outlives it, and the list of every category's changes shows the removal first.
    const own = await history(id);
    expect(own.changes.map((change) => [change.action, change.changed])).toEqual([
      ['remove', ['id', 'catName', 'bgColor', 'imageUrl']],
      ['add', ['id', 'catName', 'bgColor', 'imageUrl']],
    ]);
    expect(own.changes[0]).toMatchObject({ before: { id, catName: 'Leer' }, after: null });
    expect((await history()).changes[0]).toEqual(own.changes[0]);
    // A category added later never takes on the removed one's history.
    const next = json<AdminCategory>((await add({ catName: 'Neu', bgColor: '#eee', imageUrl: '/x.webp' })).body);
    expect(next.id).toBeGreaterThan(id);
  });

  it('counts up to 1,000 in the list, exactly in a refused removal, and renames past SQLite’s batches of 2,000', async () => {
    const big = await add({ catName: 'Viele', bgColor: '#fff', imageUrl: '/x.webp' });
    const products = Array.from({ length: 5_002 }, (_, index) => ({
      id: 100_000 + index,
      title: `Viele ${index}`,
      price: 1,
      description: '',
      mark: 'M',
      category: 'Viele',
      images: ['x.webp'],
    }));
    await importCatalog(t.database.db, { categories: [], products }, 'upsert');
    const row = await byName('Viele');
    expect([row.products, row.productsCapped]).toEqual([1000, true]);
    const refused = jsonError(await remove(row.category.id, String(big.headers.etag)), 409, 'category_in_use');
    expect([refused.products, refused.message]).toEqual([5002, expect.stringMatching(/^5,002 products use/)]);

    const renamed = await put(row.category.id, { ...row.category, catName: 'Noch mehr' }, row.etag);
    expect(renamed.statusCode).toBe(200);
    const again = jsonError(await remove(row.category.id, String(renamed.headers.etag)), 409, 'category_in_use');
    expect(again.products).toBe(5002);
    const product = json<Product>((await t.inject(`/api/product/${100_000 + 5_001}`)).body);
    expect(product.category).toBe('Noch mehr');
  });

  it('lets only one of two changes over the same ETag win', async () => {
    const { category, etag } = await read(7);
    const answers = await Promise.all([
      put(7, { ...category, catName: `${category.catName} A` }, etag),
      put(7, { ...category, catName: `${category.catName} B` }, etag),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);
    const winner = json<AdminCategory>(answers.find((answer) => answer.statusCode === 200)!.body);
    expect((await read(7)).category).toEqual(winner);
    expect((await history(7)).changes).toHaveLength(1);
    const moved = (await list()).categories.find((row) => row.category.id === 7)!;
    expect(moved.products).toBeGreaterThan(0);
  });

  it('still renames after a replacing import, which rebuilds the catalogue’s tables on PostgreSQL', async () => {
    const { demoCatalog } = await import('@/server/db/demoCatalog');
    await importCatalog(t.database.db, demoCatalog, 'replace');
    const { category, etag } = await read(9);
    const answer = await put(9, { ...category, catName: 'Umbenannt' }, etag);
    expect(answer.statusCode).toBe(200);
    const products = json<Product[]>((await t.inject(API.products)).body);
    expect(products.filter((product) => product.category === 'Umbenannt').length).toBe(
      (await byName('Umbenannt')).products,
    );
    expect((await byName('Umbenannt')).products).toBeGreaterThan(0);
  });

  it('pages the history newest first with ?before=', async () => {
    let { category, etag } = await read(8);
    for (const bgColor of ['#111', '#222', '#333']) {
      const answer = await put(8, { ...category, bgColor }, etag);
      ({ category, etag } = { category: json<AdminCategory>(answer.body), etag: String(answer.headers.etag) });
    }
    const first = await history(8, '?limit=2');
    expect(first.changes.map((change) => change.after?.bgColor)).toEqual(['#333', '#222']);
    const rest = await history(8, `?limit=2&before=${first.nextBefore}`);
    expect([rest.changes.map((change) => change.after?.bgColor), rest.nextBefore]).toEqual([['#111'], undefined]);
    jsonError(
      await t.inject({ url: `${adminCategoryHistoryApiPath(8)}?limit=0`, headers: bearer() }),
      400,
      'bad_request',
    );
  });

  it('answers as /api/openapi.json describes', async () => {
    const document = json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>(
      (await t.inject(API.openApi)).body,
    );
    const ajv = new Ajv({ strict: false, formats: { 'date-time': true } });
    ajv.addSchema(document, 'doc');
    const check = (route: string, method: string, answer: TestResponse) => {
      const response = document.paths[route]?.[method]?.responses[String(answer.statusCode)] as {
        content: { 'application/json': { schema: object } };
      };
      const schema = JSON.parse(
        JSON.stringify(response.content['application/json'].schema).replaceAll('"#/components', '"doc#/components'),
      ) as object;
      expect([
        route,
        method,
        answer.statusCode,
        ajv.validate(schema, JSON.parse(answer.body)) && 'valid',
        ajv.errorsText(),
      ]).toEqual([route, method, answer.statusCode, 'valid', 'No errors']);
    };
    const one = '/api/admin/categories/{id}';
    check('/api/admin/categories', 'get', await t.inject({ url: STAFF_API.adminCategories, headers: bearer() }));
    const added = await add({ catName: 'Doku', bgColor: '#fff', imageUrl: '/x.webp' });
    check('/api/admin/categories', 'post', added);
    check('/api/admin/categories', 'post', await add({ catName: 'Doku', bgColor: '#fff', imageUrl: '/x.webp' }));
    const { id } = json<AdminCategory>(added.body);
    check(one, 'get', await t.inject({ url: adminCategoryApiPath(id), headers: bearer() }));
    check(
      one,
      'put',
      await put(id, { catName: 'Doku', bgColor: 'x', imageUrl: '/x.webp' }, String(added.headers.etag)),
    );
    check(
      one,
      'put',
      await put(id, { catName: 'Doku 2', bgColor: '#fff', imageUrl: '/x.webp' }, String(added.headers.etag)),
    );
    check(
      one,
      'put',
      await put(id, { catName: 'Doku 3', bgColor: '#fff', imageUrl: '/x.webp' }, String(added.headers.etag)),
    );
    const laptop = await byName('laptop');
    check(one, 'delete', await remove(laptop.category.id, laptop.etag));
    check(`${one}/history`, 'get', await t.inject({ url: adminCategoryHistoryApiPath(id), headers: bearer() }));
    check(
      '/api/admin/categories/history',
      'get',
      await t.inject({ url: STAFF_API.adminCategoriesHistory, headers: bearer() }),
    );
  });
});
