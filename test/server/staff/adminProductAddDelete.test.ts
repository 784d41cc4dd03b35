// Adding and deleting a product in the staff API (issue 38): the next free id, POST checked by the
// import's rules (409 for a taken id), DELETE over the version read (428, 412), both written by the
// import's writer with a history entry, so the shop's answers, search, word list and pictures' rows
// follow; undo brings a deleted product back in its place and takes an added one out again.
import Ajv from 'ajv8';
import type { AdminProduct, AdminProductConflict, PageOfProducts, ProductHistory } from '@/contract';
import { API, favouriteApiPath, productApiPath } from '@/shopRoutes';
import { importCatalog } from '@/server/catalog/importCatalog';
import { CatalogValidationError } from '@/server/catalog/validateCatalog';
import { createStaffList } from '@/server/staff/staffList';
import { json, startTestApp, type TestApp } from '../support/testApp';
import { describeOnEachEngine } from '../support/testDatabase';
import { authorization, verifiedToken, jsonError } from '../support/staffTokens';
import { STAFF_API, adminProductApiPath, adminProductHistoryApiPath, adminProductUndoApiPath } from '@/staffRoutes';

jest.setTimeout(60_000);

const STAFF = 'bo.owner@shop.example';
const tokenOf = verifiedToken;
const staffToken = tokenOf(STAFF);
const shopperToken = tokenOf('shopper@shop.example');
const bearer = (token = staffToken) => authorization(token);

describeOnEachEngine('adding and deleting products in the staff API on %s', (engine) => {
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
  const post = (product: unknown, token: string | null = staffToken) =>
    t.inject({
      method: 'POST',
      url: STAFF_API.adminProducts,
      headers: { ...(token && bearer(token)), 'content-type': 'application/json' },
      payload: JSON.stringify(product),
    });
  const del = (id: number, ifMatch?: string, token: string | null = staffToken) =>
    t.inject({
      method: 'DELETE',
      url: adminProductApiPath(id),
      headers: { ...(token && bearer(token)), ...(ifMatch !== undefined && { 'if-match': ifMatch }) },
    });
  const undo = (id: number, changeId: number, headers: Record<string, string> = {}) =>
    t.inject({ method: 'POST', url: adminProductUndoApiPath(id, changeId), headers: { ...bearer(), ...headers } });
  const history = async (id: number) => {
    const answer = await t.inject({ url: adminProductHistoryApiPath(id), headers: bearer() });
    expect(answer.statusCode).toBe(200);
    return json<ProductHistory>(answer.body);
  };
  const nextId = async () => {
    const answer = await t.inject({ url: STAFF_API.adminProductNextId, headers: bearer() });
    expect([answer.statusCode, answer.headers['cache-control']]).toEqual([200, 'no-store']);
    return json<{ id: number }>(answer.body).id;
  };
  const maxId = async () => {
    const row = await t.database.db
      .selectFrom('products')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    return Number(row.max);
  };
  const shopSearch = async (term: string) =>
    json<PageOfProducts>((await t.inject(`${API.productPage}?q=${encodeURIComponent(term)}`)).body).products.map(
      (product) => product.id,
    );
  const wordListed = async (word: string) =>
    (await t.database.db.selectFrom('search_words').select('word').where('word', '=', word).execute()).length > 0;
  const pictureRows = async (id: number) =>
    (await t.database.db.selectFrom('product_images').select('file').where('product_id', '=', id).execute()).length;
  const positionOf = async (id: number) =>
    Number(
      (await t.database.db.selectFrom('products').select('position').where('id', '=', id).executeTakeFirst())?.position,
    );
  const newProduct = (id: number | undefined, title: string): Record<string, unknown> => ({
    ...(id !== undefined && { id }),
    title,
    price: 149.5,
    description: 'Ein neues Stück.',
    mark: 'Werkstatt',
    category: 'sofa',
    images: ['sofa-1.webp'],
  });

  it('answers 401 without a token and 403 for a shopper on every add and delete route, changing nothing', async () => {
    const { etag } = await read(1);
    jsonError(await t.inject(STAFF_API.adminProductNextId), 401, 'unauthorized');
    jsonError(await t.inject({ url: STAFF_API.adminProductNextId, headers: bearer(shopperToken) }), 403, 'forbidden');
    jsonError(await post(newProduct(900_001, 'Nie'), null), 401, 'unauthorized');
    jsonError(await post(newProduct(900_001, 'Nie'), shopperToken), 403, 'forbidden');
    jsonError(await del(1, etag, null), 401, 'unauthorized');
    jsonError(await del(1, etag, shopperToken), 403, 'forbidden');
    expect((await read(1)).etag).toBe(etag);
    jsonError(await t.inject({ url: adminProductApiPath(900_001), headers: bearer() }), 404, 'not_found');
  });

  it('proposes the id above every product and adds one: 201 with Location and ETag, in the shop and its search', async () => {
    const proposed = await nextId();
    expect(proposed).toBe((await maxId()) + 1);
    const added = await post(newProduct(proposed, '  Zirbenholz Sitzbank  '));
    expect(added.statusCode).toBe(201);
    expect(added.headers.location).toBe(adminProductApiPath(proposed));
    expect(added.headers['cache-control']).toBe('no-store');
    // Added without stock or VAT rate: not counted, 19 %.
    const stored = { ...newProduct(proposed, 'Zirbenholz Sitzbank'), stock: null, vatRate: 19 } as AdminProduct;
    expect(json<AdminProduct>(added.body)).toEqual(stored);
    expect(await read(proposed)).toEqual({ product: stored, etag: added.headers.etag });
    // The shop shows it, its search and word list know its words, and it stands last in the list.
    expect(json<{ title: string }>((await t.inject(productApiPath(proposed))).body).title).toBe('Zirbenholz Sitzbank');
    expect(await shopSearch('zirbenholz')).toEqual([proposed]);
    expect(await wordListed('zirbenholz')).toBe(true);
    expect(await positionOf(proposed)).toBe(
      (await t.database.db.selectFrom('products').select('id').execute()).length - 1,
    );
    const [entry] = (await history(proposed)).changes;
    expect(entry).toMatchObject({ action: 'add', by: STAFF, before: null, after: stored });
    expect(await nextId()).toBe(proposed + 1);
  });

  it('gives a product sent without an id the next free one', async () => {
    const proposed = await nextId();
    const added = await post(newProduct(undefined, 'Ohne Nummer'));
    expect(added.statusCode).toBe(201);
    expect(json<AdminProduct>(added.body).id).toBe(proposed);
  });

  it('refuses a taken id (409) and a product the import refuses (400, its words by field), writing nothing', async () => {
    const taken = jsonError(await post(newProduct(2, 'Doppelt')), 409, 'id_taken');
    expect(taken.message).toMatch(/2/);
    expect((await read(2)).product.title).not.toBe('Doppelt');

    const bad = { ...newProduct(900_002, ''), price: -1, category: 'no-such' };
    let importProblems: string[] = [];
    try {
      await importCatalog(t.database.db, { categories: [], products: [bad] }, 'upsert');
    } catch (error) {
      if (error instanceof CatalogValidationError) importProblems = [...error.problems];
    }
    const answer = jsonError(await post(bad), 400, 'invalid_product');
    expect(answer.problems).toEqual(
      importProblems.map((text) => ({
        field: /field '([^']+)'/.exec(text)![1],
        message: text.replace(/^products\[0\] \(id 900002\): /, ''),
      })),
    );
    expect((answer.problems as unknown[]).length).toBe(2); // the title and the price; the category once they pass
    jsonError(await t.inject({ url: adminProductApiPath(900_002), headers: bearer() }), 404, 'not_found');
    jsonError(await t.inject({ url: adminProductHistoryApiPath(900_002), headers: bearer() }), 404, 'not_found');
    const unknownCategory = jsonError(
      await post({ ...newProduct(900_002, 'Gut'), category: 'no-such' }),
      400,
      'invalid_product',
    );
    expect(unknownCategory.problems).toEqual([
      { field: 'category', message: 'field \'category\' names no category of the file or the shop, got "no-such"' },
    ]);
  });

  it('lets only one of two adds of one id win, and gives two adds at once places of their own', async () => {
    const [a, b] = await Promise.all([post(newProduct(900_010, 'Erster')), post(newProduct(900_010, 'Zweiter'))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const [c, d] = await Promise.all([post(newProduct(900_011, 'Links')), post(newProduct(900_012, 'Rechts'))]);
    expect([c.statusCode, d.statusCode]).toEqual([201, 201]);
    expect(await positionOf(900_011)).not.toBe(await positionOf(900_012));
  });

  it('deletes only over the version read (428, 412), then everywhere the import removes a product', async () => {
    const id = 3;
    const { product, etag } = await read(id);
    const word = product.title.split(/\s+/)[0]!.toLowerCase();
    const position = await positionOf(id);
    jsonError(await del(id), 428, 'precondition_required');
    jsonError(await del(id, '*'), 428, 'precondition_required');
    const conflict = jsonError(await del(id, '"p-old"'), 412, 'changed_since_read') as unknown as AdminProductConflict;
    expect(conflict).toMatchObject({ current: product, etag });
    jsonError(await del(900_404, etag), 404, 'not_found');
    expect(await pictureRows(id)).toBeGreaterThan(0);

    const deleted = await del(id, etag);
    expect([deleted.statusCode, deleted.body, deleted.headers['cache-control']]).toEqual([204, '', 'no-store']);
    jsonError(await t.inject({ url: adminProductApiPath(id), headers: bearer() }), 404, 'not_found');
    expect((await t.inject(productApiPath(id))).statusCode).toBe(404);
    expect(await shopSearch(product.title)).not.toContain(id);
    expect(await pictureRows(id)).toBe(0);
    jsonError(await del(id, etag), 404, 'not_found');
    const [entry] = (await history(id)).changes;
    expect(entry).toMatchObject({ action: 'delete', by: STAFF, after: null });
    expect(entry!.before).toEqual(product); // its list place is kept for the undo, not shown
    expect(entry!.changed).toEqual([
      'id',
      'title',
      'price',
      'description',
      'mark',
      'category',
      'images',
      'stock',
      'vatRate',
    ]);
    // Its own words leave the word list when no other title has them.
    const others = await t.database.db.selectFrom('products').select('title').execute();
    if (!others.some((row) => row.title.toLowerCase().split(/\s+/).includes(word)))
      expect(await wordListed(word)).toBe(false);

    // Undo brings it back in its old place, as it was, with the ETag it had.
    jsonError(await undo(id, entry!.id), 428, 'precondition_required');
    const back = await undo(id, entry!.id, { 'if-none-match': '*' });
    expect([back.statusCode, back.headers.etag]).toEqual([200, etag]);
    expect(json<AdminProduct>(back.body)).toEqual(product);
    expect(await positionOf(id)).toBe(position);
    expect(await shopSearch(product.title)).toContain(id);
    expect(await pictureRows(id)).toBe(product.images.length);
    jsonError(await undo(id, entry!.id, { 'if-none-match': '*' }), 412, 'changed_since_read');
    expect((await history(id)).changes[0]).toMatchObject({
      action: 'undo',
      undoes: entry!.id,
      before: null,
      after: product,
    });
  });

  it('never proposes the id of a deleted product again: its history and favourites still name it', async () => {
    const top = await maxId();
    expect((await del(top, (await read(top)).etag)).statusCode).toBe(204);
    expect(await maxId()).toBeLessThan(top);
    expect(await nextId()).toBe(top + 1);
  });

  it('undoes an add by deleting the product again, recorded as an undo; a second time it is gone already', async () => {
    const id = await nextId();
    const added = await post(newProduct(id, 'Quokkahocker'));
    expect(await wordListed('quokkahocker')).toBe(true);
    const [entry] = (await history(id)).changes;
    jsonError(await undo(id, entry!.id, { 'if-match': '"p-old"' }), 412, 'changed_since_read');
    const undone = await undo(id, entry!.id, { 'if-match': String(added.headers.etag) });
    expect(undone.statusCode).toBe(204);
    jsonError(await t.inject({ url: adminProductApiPath(id), headers: bearer() }), 404, 'not_found');
    expect(await shopSearch('Quokkahocker')).toEqual([]);
    expect(await wordListed('quokkahocker')).toBe(false);
    jsonError(await undo(id, entry!.id, { 'if-none-match': '*' }), 409, 'cannot_undo');
    const { changes } = await history(id);
    expect(changes.map((change) => change.action)).toEqual(['undo', 'add']);
    expect(changes[0]).toMatchObject({ undoes: entry!.id, after: null, before: json<AdminProduct>(added.body) });
  });

  it('keeps a shopper’s favourite of a deleted product as an import’s removal does: hidden, and back with it', async () => {
    const id = 5;
    const shopper = tokenOf('fan@shop.example');
    const list = async () =>
      json<{ productIds: number[] }>((await t.inject({ url: API.favourites, headers: bearer(shopper) })).body)
        .productIds;
    expect((await t.inject({ method: 'PUT', url: favouriteApiPath(id), headers: bearer(shopper) })).statusCode).toBe(
      204,
    );
    expect(await list()).toContain(id);
    const { etag } = await read(id);
    expect((await del(id, etag)).statusCode).toBe(204);
    expect(await list()).not.toContain(id);
    jsonError(await t.inject({ method: 'PUT', url: favouriteApiPath(id), headers: bearer(shopper) }), 404, 'not_found');
    const byId = json<Array<{ id: number }>>((await t.inject(`${API.productsById}?ids=${id},6`)).body).map(
      (product) => product.id,
    );
    expect(byId).toEqual([6]);
    const [entry] = (await history(id)).changes;
    expect((await undo(id, entry!.id, { 'if-none-match': '*' })).statusCode).toBe(200);
    expect(await list()).toContain(id);
  });

  it('answers as /api/openapi.json describes: next id, an add, a taken id, a stale delete', async () => {
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
    expect(Object.keys(document.paths['/api/admin/products/{id}'] ?? {})).toContain('delete');
    check(
      '/api/admin/products/next-id',
      'get',
      200,
      (await t.inject({ url: STAFF_API.adminProductNextId, headers: bearer() })).body,
    );
    const added = await post(newProduct(await nextId(), 'Beschrieben'));
    check('/api/admin/products', 'post', 201, added.body);
    check('/api/admin/products', 'post', 409, (await post(newProduct(1, 'Doppelt'))).body);
    check('/api/admin/products', 'post', 400, (await post({ title: 3 })).body);
    check('/api/admin/products/{id}', 'delete', 412, (await del(json<AdminProduct>(added.body).id, '"x"')).body);
  });
});
