// One product's edit in the staff API (issue 38): GET with an ETag, PUT only over the version read
// (428 without If-Match, 412 with the newer version when stale, one winner of two saves at once),
// the import's rules and words for a bad product, the shoppers' answer moving on, and the history
// (each field before and after, newest first) with undo, itself recorded.
import Ajv from 'ajv8';
import type { AdminProduct, AdminProductConflict, ProductHistory } from '@/contract';
import { productApiPath } from '@/shopRoutes';
import { importCatalog } from '@/server/catalog/importCatalog';
import { CatalogValidationError } from '@/server/catalog/validateCatalog';
import { createStaffList } from '@/server/staff/staffList';
import { json, startTestApp, type TestApp } from '../support/testApp';
import { describeOnEachEngine } from '../support/testDatabase';
import { authorization, verifiedToken, jsonError } from '../support/staffTokens';
import { adminProductApiPath, adminProductHistoryApiPath, adminProductUndoApiPath } from '@/staffRoutes';

jest.setTimeout(60_000);

const STAFF = 'ana.owner@shop.example';
const tokenOf = verifiedToken;
const staffToken = tokenOf(STAFF);
const bearer = (token = staffToken) => authorization(token);

describeOnEachEngine('editing one product in the staff API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ engine });
    await createStaffList(t.database.db).add(STAFF);
  });
  afterAll(() => t.close());

  const read = async (id: number) => {
    const answer = await t.inject({ url: adminProductApiPath(id), headers: bearer() });
    expect(answer.statusCode).toBe(200);
    return { product: json<AdminProduct>(answer.body), etag: String(answer.headers.etag) };
  };
  const put = (id: number, product: unknown, ifMatch?: string) =>
    t.inject({
      method: 'PUT',
      url: adminProductApiPath(id),
      headers: {
        ...bearer(),
        'content-type': 'application/json',
        ...(ifMatch !== undefined && { 'if-match': ifMatch }),
      },
      payload: JSON.stringify(product),
    });
  const undo = (id: number, changeId: number, ifMatch?: string) =>
    t.inject({
      method: 'POST',
      url: adminProductUndoApiPath(id, changeId),
      headers: { ...bearer(), ...(ifMatch !== undefined && { 'if-match': ifMatch }) },
    });
  const history = async (id: number, query = '') => {
    const answer = await t.inject({ url: `${adminProductHistoryApiPath(id)}${query}`, headers: bearer() });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    return json<ProductHistory>(answer.body);
  };

  it('answers 401 without a token, 403 for a shopper, and 200 with a strong ETag for staff, never cached', async () => {
    const url = adminProductApiPath(1);
    jsonError(await t.inject(url), 401, 'unauthorized');
    jsonError(await t.inject({ url, headers: bearer(tokenOf('shopper@shop.example')) }), 403, 'forbidden');
    const shopperPut = await t.inject({
      method: 'PUT',
      url,
      headers: { ...bearer(tokenOf('shopper@shop.example')), 'content-type': 'application/json', 'if-match': '"x"' },
      payload: '{}',
    });
    jsonError(shopperPut, 403, 'forbidden');

    const answer = await t.inject({ url, headers: bearer() });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.etag).toMatch(/^"[^"]+"$/);
    const product = json<AdminProduct>(answer.body);
    expect(Object.keys(product).sort()).toEqual([
      'category',
      'description',
      'id',
      'images',
      'mark',
      'price',
      'stock',
      'title',
      'vatRate',
    ]);
    expect(product.id).toBe(1);
    expect(product.images[0]).not.toContain('/'); // file names, as the import takes them
    // The shop's If-None-Match answers do not reach these: a staff member always gets the product.
    const again = await t.inject({ url, headers: { ...bearer(), 'if-none-match': String(answer.headers.etag) } });
    expect(again.statusCode).toBe(200);
  });

  it('answers 404 JSON for an unknown id and 400 for a bad one, as the shop’s product route does', async () => {
    jsonError(await t.inject({ url: adminProductApiPath(999_999), headers: bearer() }), 404, 'not_found');
    const bad = jsonError(await t.inject({ url: '/api/admin/products/07', headers: bearer() }), 400, 'bad_request');
    expect(bad.message).toBe(json<{ message: string }>((await t.inject('/api/product/07')).body).message);
    const { product, etag } = await read(2);
    jsonError(await put(999_999, { ...product, id: 999_999 }, etag), 404, 'not_found');
  });

  it('refuses a save without If-Match (428) or with a stale one (412, with the product as it is now)', async () => {
    const { product, etag } = await read(3);
    const missing = jsonError(await put(3, { ...product, price: 1 }), 428, 'precondition_required');
    expect(missing.message).toMatch(/If-Match/);
    jsonError(await put(3, { ...product, price: 1 }, '*'), 428, 'precondition_required');
    expect((await read(3)).etag).toBe(etag);

    const saved = await put(3, { ...product, price: 12.5 }, etag);
    expect(saved.statusCode).toBe(200);
    const stale = await put(3, { ...product, title: 'Mine' }, etag);
    const conflict = jsonError(stale, 412, 'changed_since_read') as unknown as AdminProductConflict;
    expect(conflict.current).toEqual({ ...product, price: 12.5 });
    expect(conflict.etag).toBe(saved.headers.etag);
    expect(stale.headers.etag).toBe(saved.headers.etag);
    expect((await read(3)).product.title).toBe(product.title);
  });

  it('saves over the current ETag: a new ETag, and the shop’s product answer shows the new price', async () => {
    const { product, etag } = await read(4);
    const before = json<{ price: number }>((await t.inject(productApiPath(4))).body);
    expect(before.price).toBe(product.price);
    const answer = await put(4, { ...product, price: 77.7, title: `  ${product.title} Neu ` }, etag);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.etag).not.toBe(etag);
    // Stored as the import stores it: the title trimmed.
    const saved = { ...product, price: 77.7, title: `${product.title} Neu` };
    expect(json<AdminProduct>(answer.body)).toEqual(saved);
    expect(await read(4)).toEqual({ product: saved, etag: answer.headers.etag });
    const shop = json<{ price: number; title: string }>((await t.inject(productApiPath(4))).body);
    expect([shop.price, shop.title]).toEqual([77.7, saved.title]);
    // The same body again changes nothing: the ETag stays and no entry is written.
    const same = await put(4, saved, String(answer.headers.etag));
    expect([same.statusCode, same.headers.etag]).toEqual([200, answer.headers.etag]);
    expect((await history(4)).changes).toHaveLength(1);
  });

  it('refuses a product the import refuses, in the import’s words, naming the field, and changes nothing', async () => {
    const { product, etag } = await read(5);
    const bad = { ...product, price: -1, images: [] };
    let importProblems: string[] = [];
    try {
      await importCatalog(t.database.db, { categories: [], products: [bad] }, 'upsert');
    } catch (error) {
      if (error instanceof CatalogValidationError) importProblems = [...error.problems];
    }
    expect(importProblems).toHaveLength(2);
    const answer = jsonError(await put(5, bad, etag), 400, 'invalid_product');
    const fromImport = importProblems.map((text) => text.replace(/^products\[0\] \(id 5\): /, ''));
    expect(answer.problems).toEqual([
      { field: 'price', message: fromImport[0] },
      { field: 'images', message: fromImport[1] },
    ]);
    expect(fromImport[0]).toBe("field 'price' must be a number of euros from 0 with at most 2 decimals, got -1");
    expect(answer.message).toContain(fromImport[0]);

    const unknownCategory = jsonError(await put(5, { ...product, category: 'no-such' }, etag), 400, 'invalid_product');
    expect(unknownCategory.problems).toEqual([
      { field: 'category', message: 'field \'category\' names no category of the file or the shop, got "no-such"' },
    ]);
    const otherId = jsonError(await put(5, { ...product, id: 6 }, etag), 400, 'invalid_product');
    expect(otherId.problems).toEqual([
      { field: 'id', message: expect.stringMatching(/^field 'id' must be/) as string },
    ]);
    expect(await read(5)).toEqual({ product, etag });
    expect((await history(5)).changes).toEqual([]);
  });

  it('lets only one of two saves over the same ETag win', async () => {
    const { product, etag } = await read(6);
    const answers = await Promise.all([put(6, { ...product, price: 1 }, etag), put(6, { ...product, price: 2 }, etag)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);
    const winner = json<AdminProduct>(answers.find((answer) => answer.statusCode === 200)!.body);
    expect((await read(6)).product).toEqual(winner);
    expect((await history(6)).changes).toHaveLength(1);
  });

  it('records each save, newest first, with who and each field before and after; pages with ?before=', async () => {
    const first = await read(7);
    const one = await put(7, { ...first.product, price: 10 }, first.etag);
    const two = await put(7, { ...first.product, price: 10, mark: 'Neu' }, String(one.headers.etag));
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const { changes, nextBefore } = await history(7);
    expect(nextBefore).toBeUndefined();
    expect(changes.map((change) => [change.action, change.by, change.changed])).toEqual([
      ['save', STAFF, ['mark']],
      ['save', STAFF, ['price']],
    ]);
    expect(changes[1]!.before).toEqual(first.product);
    expect(changes[1]!.after).toEqual({ ...first.product, price: 10 });
    expect(changes[0]!.before).toEqual(changes[1]!.after);
    expect(changes[0]!.after).toEqual({ ...first.product, price: 10, mark: 'Neu' });
    expect(Date.now() - Date.parse(changes[0]!.at)).toBeLessThan(60_000);
    expect(changes[0]!.id).toBeGreaterThan(changes[1]!.id);

    const page = await history(7, '?limit=1');
    expect(page.changes.map((change) => change.id)).toEqual([changes[0]!.id]);
    expect(page.nextBefore).toBe(changes[0]!.id);
    const rest = await history(7, `?limit=1&before=${page.nextBefore}`);
    expect([rest.changes.map((change) => change.id), rest.nextBefore]).toEqual([[changes[1]!.id], undefined]);
    jsonError(
      await t.inject({ url: adminProductHistoryApiPath(7) + '?limit=1000', headers: bearer() }),
      400,
      'bad_request',
    );
    jsonError(await t.inject({ url: adminProductHistoryApiPath(999_999), headers: bearer() }), 404, 'not_found');
    jsonError(await t.inject(adminProductHistoryApiPath(7)), 401, 'unauthorized');
  });

  it('undoes a change over the current ETag, restoring its before, and records the undo', async () => {
    const first = await read(8);
    const saved = await put(8, { ...first.product, price: 99, description: 'Anders' }, first.etag);
    const later = await put(
      8,
      { ...first.product, price: 99, description: 'Anders', mark: 'M' },
      String(saved.headers.etag),
    );
    const [latest, change] = (await history(8)).changes;

    jsonError(await undo(8, change!.id), 428, 'precondition_required');
    jsonError(await undo(8, change!.id, first.etag), 412, 'changed_since_read');
    jsonError(await undo(8, 999_999, String(later.headers.etag)), 404, 'not_found');
    jsonError(await undo(9, change!.id, (await read(9)).etag), 404, 'not_found');

    const undone = await undo(8, change!.id, String(later.headers.etag));
    expect(undone.statusCode).toBe(200);
    expect(undone.headers['cache-control']).toBe('no-store');
    // The change's before, the whole product: the later mark goes too, as the history shows.
    expect(json<AdminProduct>(undone.body)).toEqual(first.product);
    expect(await read(8)).toEqual({ product: first.product, etag: first.etag });
    expect(json<{ price: number }>((await t.inject(productApiPath(8))).body).price).toBe(first.product.price);

    const { changes } = await history(8);
    expect(changes).toHaveLength(3);
    expect(changes[0]).toMatchObject({
      action: 'undo',
      by: STAFF,
      undoes: change!.id,
      before: latest!.after,
      after: first.product,
      changed: ['price', 'description', 'mark'],
    });
  });

  it('answers as /api/openapi.json describes: the product, a conflict, a bad product, the history', async () => {
    const document = json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>(
      (await t.inject('/api/openapi.json')).body,
    );
    const ajv = new Ajv({ strict: false });
    ajv.addSchema(document, 'doc');
    const check = (path: string, method: string, status: number, body: string) => {
      const response = document.paths[path]?.[method]?.responses[String(status)] as {
        content: { 'application/json': { schema: object } };
      };
      const schema = JSON.parse(
        JSON.stringify(response.content['application/json'].schema).replaceAll('"#/components', '"doc#/components'),
      ) as object;
      expect([path, method, status, ajv.validate(schema, JSON.parse(body)) && 'valid', ajv.errorsText()]).toEqual([
        path,
        method,
        status,
        'valid',
        'No errors',
      ]);
    };
    const path = '/api/admin/products/{id}';
    const { product, etag } = await read(10);
    check(path, 'get', 200, (await t.inject({ url: adminProductApiPath(10), headers: bearer() })).body);
    check(path, 'put', 400, (await put(10, { ...product, price: 'x' }, etag)).body);
    const saved = await put(10, { ...product, price: 3 }, etag);
    check(path, 'put', 200, saved.body);
    check(path, 'put', 412, (await put(10, product, etag)).body);
    check(
      `${path}/history`,
      'get',
      200,
      (await t.inject({ url: adminProductHistoryApiPath(10), headers: bearer() })).body,
    );
    const { changes } = await history(10);
    check(
      `${path}/history/{changeId}/undo`,
      'post',
      200,
      (await undo(10, changes[0]!.id, String(saved.headers.etag))).body,
    );
  });
});
