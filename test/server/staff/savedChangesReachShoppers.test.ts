// A staff save reaches the shoppers' answers (issue 38, "Shoppers see it at once"): the answers a
// browser revalidates with its ETag come back changed, the untouched ones still 304; the sitemap's
// lastmod moves for the saved product alone; every write keeps the product count the answers take,
// and an upsert dates only the products it changes. Two copies: test/reliability/twoCopies.test.ts.
import { sql } from 'kysely';
import type { AdminCategory, AdminProduct, PageOfProducts, Product } from '@/contract';
import type { CatalogInput } from '@/server/catalog/catalogInput';
import { importCatalog } from '@/server/catalog/importCatalog';
import type { ShopDb } from '@/server/db/connection';
import { demoCatalog } from '@/server/db/demoCatalog';
import { createStaffList } from '@/server/staff/staffList';
import { productApiPath, productPath } from '@/shopRoutes';
import { firebaseClaims, unsignedToken } from '../support/idTokenFactory';
import { parseXml } from '../support/parseMarkup';
import { json, startTestApp, type TestApp } from '../support/testApp';
import { describeOnEachEngine } from '../support/testDatabase';
import { STAFF_API, adminProductApiPath, adminCategoryApiPath } from '@/staffRoutes';

jest.setTimeout(60_000);

const ORIGIN = 'https://shop.example';
const STAFF = 'owner@shop.example';
const bearer = {
  authorization: `Bearer ${unsignedToken({ ...firebaseClaims('demo-shop', 'uid-owner'), email: STAFF, email_verified: true })}`,
};
/** Long before any test runs: a lastmod a write moves on shows even within one second. */
const LONG_AGO = Date.UTC(2020, 0, 2, 3, 4, 5);

/** Each URL of the sitemap with its lastmod. */
function lastmods(text: string): Map<string, string> {
  const entries = [...parseXml(text).getElementsByTagName('url')];
  return new Map(
    entries.map((url) => [
      url.getElementsByTagName('loc')[0]?.textContent ?? '',
      url.getElementsByTagName('lastmod')[0]?.textContent ?? '',
    ]),
  );
}

async function keptCount(db: ShopDb): Promise<{ kept: number | null; counted: number }> {
  const meta = await db
    .selectFrom('catalog_meta')
    .select('product_count')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from products`.execute(db);
  return { kept: meta.product_count === null ? null : Number(meta.product_count), counted: Number(rows[0]?.n) };
}

async function datesOf(db: ShopDb, ids: number[]): Promise<Record<number, number>> {
  const rows = await db.selectFrom('products').select(['id', 'updated_at']).where('id', 'in', ids).execute();
  return Object.fromEntries(rows.map((row) => [Number(row.id), Number(row.updated_at)]));
}

/** Every product dated long ago, the version moved on so the server reads them again. */
async function backdateProducts(db: ShopDb): Promise<void> {
  await db.updateTable('products').set({ updated_at: LONG_AGO }).execute();
  await db
    .updateTable('catalog_meta')
    .set({ version: sql<number>`version + 1` })
    .where('id', '=', 1)
    .execute();
}

describeOnEachEngine('a staff save reaches the shoppers on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ engine, publicUrl: ORIGIN });
    await createStaffList(t.database.db).add(STAFF);
  });
  afterAll(() => t.close());
  beforeEach(() => importCatalog(t.database.db, demoCatalog, 'replace'));

  /** Reads product `id` as staff, changes it with `change`, saves it over the ETag read. */
  async function save(id: number, change: (product: AdminProduct) => Partial<AdminProduct>): Promise<AdminProduct> {
    const read = await t.inject({ url: adminProductApiPath(id), headers: bearer });
    const product = json<AdminProduct>(read.body);
    const saved = await t.inject({
      method: 'PUT',
      url: adminProductApiPath(id),
      headers: { ...bearer, 'content-type': 'application/json', 'if-match': String(read.headers.etag) },
      payload: JSON.stringify({ ...product, ...change(product) }),
    });
    expect(saved.statusCode).toBe(200);
    return json<AdminProduct>(saved.body);
  }

  it("changes the answers a shopper's browser revalidates: 200 with a new ETag, and 304 still where nothing changed", async () => {
    const [first, second] = demoCatalog.products;
    const word = 'Frischeprobe';
    const urls = {
      product: productApiPath(first!.id),
      untouched: productApiPath(second!.id),
      list: '/api/products',
      page: '/api/products/page?offset=0&limit=24',
      search: `/api/products/page?q=${word}`,
    };
    const before = Object.fromEntries(
      await Promise.all(Object.entries(urls).map(async ([name, url]) => [name, await t.inject(url)] as const)),
    );
    for (const answer of Object.values(before)) expect(answer.headers['cache-control']).toBe('no-cache');
    expect(json<PageOfProducts>(before.search!.body).products).toEqual([]);

    const saved = await save(first!.id, (product) => ({ title: `${product.title} ${word}`, price: product.price + 1 }));

    const revalidated = async (name: keyof typeof urls) =>
      t.inject({ url: urls[name], headers: { 'if-none-match': String(before[name]!.headers.etag) } });
    const product = await revalidated('product');
    expect(product.statusCode).toBe(200);
    expect(product.headers.etag).not.toBe(before.product!.headers.etag);
    expect(json<Product>(product.body)).toMatchObject({ title: saved.title, price: saved.price });
    expect((await revalidated('untouched')).statusCode).toBe(304);
    const list = await revalidated('list');
    expect(list.statusCode).toBe(200);
    expect(json<Product[]>(list.body).find((each) => each.id === first!.id)?.price).toBe(saved.price);
    const page = await revalidated('page');
    expect(page.statusCode).toBe(200);
    expect(json<PageOfProducts>(page.body).products.find((each) => each.id === first!.id)?.title).toBe(saved.title);
    const search = await revalidated('search');
    expect(search.statusCode).toBe(200);
    expect(json<PageOfProducts>(search.body).products.map((each) => each.id)).toEqual([first!.id]);
  });

  it("moves the saved product's lastmod in the sitemap, and no other product's", async () => {
    const [first, second] = demoCatalog.products;
    await backdateProducts(t.database.db);
    const before = lastmods((await t.inject('/sitemap.xml')).body);
    expect(before.get(ORIGIN + productPath(first!.id))).toBe('2020-01-02T03:04:05Z');
    const savedAt = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString().replace('.000', '');

    await save(first!.id, (product) => ({ price: product.price + 1 }));

    const after = lastmods((await t.inject('/sitemap.xml')).body);
    expect(after.get(ORIGIN + productPath(first!.id))! >= savedAt).toBe(true);
    expect(after.get(ORIGIN + productPath(second!.id))).toBe('2020-01-02T03:04:05Z');
    expect(after.get(`${ORIGIN}/`)! >= savedAt).toBe(true);
    const moved = [...after].filter(([url, lastmod]) => url !== `${ORIGIN}/` && lastmod !== before.get(url));
    expect(moved.map(([url]) => url)).toEqual([ORIGIN + productPath(first!.id)]);
  });

  it("moves the lastmod of a renamed category's products, and of no other", async () => {
    await backdateProducts(t.database.db);
    const read = await t.inject({ url: adminCategoryApiPath(5), headers: bearer });
    const category = json<AdminCategory>(read.body);
    const renamed = await t.inject({
      method: 'PUT',
      url: adminCategoryApiPath(5),
      headers: { ...bearer, 'content-type': 'application/json', 'if-match': String(read.headers.etag) },
      payload: JSON.stringify({ ...category, catName: `${category.catName} neu` }),
    });
    expect(renamed.statusCode).toBe(200);
    const moved = new Set(
      demoCatalog.products
        .filter((product) => product.category === category.catName)
        .map((product) => ORIGIN + productPath(product.id)),
    );
    expect(moved.size).toBeGreaterThan(0);
    const after = lastmods((await t.inject('/sitemap.xml')).body);
    for (const [url, lastmod] of after) {
      if (url === `${ORIGIN}/`) continue;
      expect({ url, moved: lastmod !== '2020-01-02T03:04:05Z' }).toEqual({ url, moved: moved.has(url) });
    }
  });

  it('keeps the product count with every write, and answers with it without counting the table', async () => {
    const total = async () => json<PageOfProducts>((await t.inject('/api/products/page?limit=1')).body).total;
    expect(await keptCount(t.database.db)).toEqual({ kept: demoCatalog.products.length, counted: 48 });
    const added = [90_001, 90_002].map((id) => ({ ...demoCatalog.products[0]!, id, title: `Neu ${id}` }));
    await importCatalog(t.database.db, { categories: [], products: [demoCatalog.products[1]!, ...added] }, 'upsert');
    expect(await keptCount(t.database.db)).toEqual({ kept: 50, counted: 50 });
    await save(demoCatalog.products[2]!.id, (product) => ({ price: product.price + 1 }));
    expect(await keptCount(t.database.db)).toEqual({ kept: 50, counted: 50 });
    // The staff's add, delete, and the undo of a delete (the product back in its place).
    const staffWrite = (method: string, url: string, headers: Record<string, string> = {}, body?: unknown) =>
      t.inject({
        method,
        url,
        headers: { ...bearer, ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { payload: JSON.stringify(body) }),
      });
    const { id: _, ...fields } = demoCatalog.products[3]!;
    expect((await staffWrite('POST', '/api/admin/products', {}, { ...fields, title: 'Neu hinzu' })).statusCode).toBe(
      201,
    );
    expect(await keptCount(t.database.db)).toEqual({ kept: 51, counted: 51 });
    const removedId = demoCatalog.products[4]!.id;
    const read = await staffWrite('GET', adminProductApiPath(removedId));
    const removed = await staffWrite('DELETE', adminProductApiPath(removedId), {
      'if-match': String(read.headers.etag),
    });
    expect(removed.statusCode).toBe(204);
    expect(await keptCount(t.database.db)).toEqual({ kept: 50, counted: 50 });
    const { changes } = json<{ changes: Array<{ id: number }> }>(
      (await staffWrite('GET', `${adminProductApiPath(removedId)}/history`)).body,
    );
    const undone = await staffWrite('POST', `${adminProductApiPath(removedId)}/history/${changes[0]!.id}/undo`, {
      'if-none-match': '*',
    });
    expect(undone.statusCode).toBe(200);
    expect(await keptCount(t.database.db)).toEqual({ kept: 51, counted: 51 });
    expect(await total()).toBe(51);
    // A kept count that is not the table's shows: the answers never count the table themselves.
    await sql`update catalog_meta set product_count = 4711, version = version + 1`.execute(t.database.db);
    expect(await total()).toBe(4711);
    // A writer that keeps no count (null) gets the table counted.
    await sql`update catalog_meta set product_count = null, version = version + 1`.execute(t.database.db);
    expect(await total()).toBe(51);
    const replaced: CatalogInput = { categories: demoCatalog.categories, products: demoCatalog.products.slice(0, 5) };
    await importCatalog(t.database.db, replaced, 'replace');
    expect(await keptCount(t.database.db)).toEqual({ kept: 5, counted: 5 });
  });

  it('dates the products an upsert changes, in a field or a picture, and keeps the others their date', async () => {
    const [same, repriced, repictured] = demoCatalog.products;
    await backdateProducts(t.database.db);
    const startedAt = Date.now();
    const added = { ...same!, id: 90_003, title: 'Neu im Sortiment' };
    await importCatalog(
      t.database.db,
      {
        categories: [],
        products: [
          same!,
          { ...repriced!, price: repriced!.price + 1 },
          { ...repictured!, images: [...repictured!.images].reverse() },
          added,
        ],
      },
      'upsert',
    );
    const dates = await datesOf(t.database.db, [same!.id, repriced!.id, repictured!.id, added.id]);
    expect(dates[same!.id]).toBe(LONG_AGO);
    for (const id of [repriced!.id, repictured!.id, added.id]) expect(dates[id]).toBeGreaterThanOrEqual(startedAt);
  });
});

// Each staff write tells its own copy at once: with a version check that trusts itself for a minute,
// only that makes the shoppers' answers show the write.
describeOnEachEngine('the copy that takes a staff write on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ engine, catalogFreshnessMs: 60_000 });
    await createStaffList(t.database.db).add(STAFF);
  });
  afterAll(() => t.close());

  const priceNow = async (id: number) => json<Product>((await t.inject(productApiPath(id))).body).price;
  const upload = (url: string, body: string) =>
    t.inject({ method: 'POST', url, headers: { ...bearer, 'content-type': 'text/csv' }, payload: body });

  it('serves a catalogue file imported in the staff area at once', async () => {
    const product = json<AdminProduct>((await t.inject({ url: adminProductApiPath(2), headers: bearer })).body);
    const before = await priceNow(2); // the version checked, and trusted for a minute
    const file = [
      'id,title,price,description,mark,category,images',
      [2, product.title, before + 1, product.description, product.mark, product.category, product.images.join('|')]
        .map((cell) => (/[",\n]/.test(String(cell)) ? `"${String(cell).replaceAll('"', '""')}"` : String(cell)))
        .join(','),
    ].join('\n');
    const preview = json<{ token: string }>((await upload(`${STAFF_API.adminImportPreview}?name=one.csv`, file)).body);
    const imported = await upload(`${STAFF_API.adminImports}?token=${encodeURIComponent(preview.token)}`, file);
    expect(imported.body).toContain('"type":"done"');
    expect(await priceNow(2)).toBe(before + 1);
  });
});
