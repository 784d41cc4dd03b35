// GET /sitemap.xml and /robots.txt on a started shop (docs/requirements.md §10.16): exactly the
// catalogue's product pages and the home page, absolute URLs from PUBLIC_URL, lastmod from the
// catalogue's time (moved on by imports), prepared like the API's answers (ETag, 304, gzip, brotli).
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { importCatalog } from '@/server/catalog/importCatalog';
import type { ProductInput } from '@/server/catalog/catalogInput';
import { utcTime } from '@/server/db/utcTime';
import type { ShopDb } from '@/server/db/connection';
import { demoCatalog } from '@/server/db/demoCatalog';
import { parseXml, textsOf } from '../support/parseMarkup';
import { startTestApp, type TestApp } from '../support/testApp';
import { describeOnEachEngine, type Engine } from '../support/testDatabase';

const ORIGIN = 'https://shop.example';

/** The product ids as the database holds them, in catalogue order. */
async function productIdsInDatabase(db: ShopDb): Promise<number[]> {
  const rows = await db.selectFrom('products').select('id').orderBy('position').orderBy('id').execute();
  return rows.map((row) => Number(row.id));
}

async function changedAtInDatabase(db: ShopDb): Promise<Date> {
  const row = await db.selectFrom('catalog_meta').select('changed_at').where('id', '=', 1).executeTakeFirstOrThrow();
  const time = utcTime(row.changed_at);
  if (!time) throw new Error(`catalog_meta.changed_at is not a time: ${String(row.changed_at)}`);
  return time;
}

/** Sets the catalogue's time far back, so a write that moves it on shows even within one second. */
async function backdateCatalog(db: ShopDb, engine: Engine): Promise<void> {
  const past =
    engine === 'postgres' ? sql<Date>`timestamptz '2020-01-02 03:04:05+00'` : sql<string>`'2020-01-02 03:04:05'`;
  // The version moves on too, so the server reads the catalogue (and its time) again.
  await db
    .updateTable('catalog_meta')
    .set({ changed_at: past, version: sql<number>`version + 1` })
    .where('id', '=', 1)
    .execute();
}

const seconds = (time: Date) => time.toISOString().replace(/\.\d{3}Z$/, 'Z');

describeOnEachEngine('sitemap and robots.txt on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ engine, publicUrl: ORIGIN });
  });
  afterAll(() => t.close());

  it("lists the home page and exactly the catalogue's product pages, with the catalogue's time as lastmod", async () => {
    const response = await t.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const sitemap = parseXml(response.body);
    expect(sitemap.documentElement.localName).toBe('urlset');
    const ids = await productIdsInDatabase(t.database.db);
    expect(ids.length).toBeGreaterThan(40);
    expect(textsOf(sitemap, 'loc')).toEqual([`${ORIGIN}/`, ...ids.map((id) => `${ORIGIN}/product/${id}`)]);
    expect(response.body).not.toContain('/admin'); // the staff area (issue 38) is no page for search engines
    const lastmod = seconds(await changedAtInDatabase(t.database.db));
    expect(new Set(textsOf(sitemap, 'lastmod'))).toEqual(new Set([lastmod]));
  });

  it('follows an import: its products and its time', async () => {
    await backdateCatalog(t.database.db, engine);
    const before = await t.inject('/sitemap.xml');
    expect(textsOf(parseXml(before.body), 'lastmod')[0]).toBe('2020-01-02T03:04:05Z');
    const changed = structuredClone(demoCatalog);
    changed.products = changed.products.slice(0, 3);
    changed.products[0]!.id = 424242;
    await importCatalog(t.database.db, changed, 'replace');

    const after = await t.inject({ url: '/sitemap.xml', headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    const sitemap = parseXml(after.body);
    expect(textsOf(sitemap, 'loc')).toEqual([
      `${ORIGIN}/`,
      ...changed.products.map((product) => `${ORIGIN}/product/${product.id}`),
    ]);
    const lastmod = textsOf(sitemap, 'lastmod')[0]!;
    expect(lastmod > '2020-01-02T03:04:05Z').toBe(true);
    expect(lastmod).toBe(seconds(await changedAtInDatabase(t.database.db)));
    await importCatalog(t.database.db, demoCatalog, 'replace');
  });

  it('answers If-None-Match with 304, compresses, and takes HEAD', async () => {
    const plain = await t.inject('/sitemap.xml');
    const br = await t.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'br' } });
    const gz = await t.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.raw).toString()).toBe(plain.body);
    expect(gunzipSync(gz.raw).toString()).toBe(plain.body);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await t.inject({ url: '/sitemap.xml', headers: { 'if-none-match': String(gz.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.raw.length).toBe(0);
    const head = await t.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('has no numbered parts while one file holds every URL', async () => {
    for (const url of ['/sitemap-1.xml', '/sitemap-0.xml']) {
      const response = await t.inject(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('robots.txt names the sitemap by its absolute URL, prepared like the rest (ETag, 304)', async () => {
    const response = await t.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', `Sitemap: ${ORIGIN}/sitemap.xml`]),
    );
    const again = await t.inject({ url: '/robots.txt', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('takes absolute URLs from PUBLIC_URL, never from the Host header', async () => {
    const response = await t.inject({ url: '/sitemap.xml', headers: { host: 'attacker.example' } });
    expect(textsOf(parseXml(response.body), 'loc').every((loc) => loc.startsWith(`${ORIGIN}/`))).toBe(true);
    const robots = await t.inject({ url: '/robots.txt', headers: { host: 'attacker.example' } });
    expect(robots.body).not.toContain('attacker');
  });

  it('answers other methods with 405', async () => {
    const response = await t.inject({ method: 'POST', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
  });
});

describe('sitemap index', () => {
  it('splits the URLs into numbered files of at most the limit (a test-sized limit of 20)', async () => {
    const t = await startTestApp({ publicUrl: ORIGIN, sitemapLimit: 20 });
    try {
      const ids = await productIdsInDatabase(t.database.db);
      const index = parseXml((await t.inject('/sitemap.xml')).body);
      expect(index.documentElement.localName).toBe('sitemapindex');
      const parts = Math.ceil((ids.length + 1) / 20);
      expect(parts).toBeGreaterThan(2);
      expect(textsOf(index, 'loc')).toEqual(
        Array.from({ length: parts }, (_, part) => `${ORIGIN}/sitemap-${part + 1}.xml`),
      );
      const locs: string[] = [];
      for (let part = 1; part <= parts; part += 1) {
        const response = await t.inject(`/sitemap-${part}.xml`);
        expect(response.statusCode).toBe(200);
        const partLocs = textsOf(parseXml(response.body), 'loc');
        expect(partLocs.length).toBe(part < parts ? 20 : ids.length + 1 - 20 * (parts - 1));
        locs.push(...partLocs);
      }
      expect(locs).toEqual([`${ORIGIN}/`, ...ids.map((id) => `${ORIGIN}/product/${id}`)]);
      expect((await t.inject(`/sitemap-${parts + 1}.xml`)).statusCode).toBe(404);
      expect((await t.inject('/sitemap-01.xml')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  // The real limit, once: 50,001 products and the home page are 50,002 URLs, one more file.
  it('holds 50,000 URLs per file with the real limit: 50,001 products make an index of two files', async () => {
    const t = await startTestApp({ publicUrl: ORIGIN });
    try {
      const products: ProductInput[] = Array.from({ length: 50_001 }, (_, index) => ({
        id: index + 1,
        title: `Produkt ${index + 1}`,
        price: 10 + (index % 100),
        description: 'Ein Produkt des großen Katalogs.',
        mark: 'Marke',
        category: demoCatalog.categories[index % demoCatalog.categories.length]!.catName,
        images: ['produkt.webp'],
      }));
      await importCatalog(t.database.db, { categories: demoCatalog.categories, products }, 'replace');
      const index = parseXml((await t.inject('/sitemap.xml')).body);
      expect(textsOf(index, 'loc')).toEqual([`${ORIGIN}/sitemap-1.xml`, `${ORIGIN}/sitemap-2.xml`]);
      const first = textsOf(parseXml((await t.inject('/sitemap-1.xml')).body), 'loc');
      const second = textsOf(parseXml((await t.inject('/sitemap-2.xml')).body), 'loc');
      expect(first).toHaveLength(50_000);
      expect([first[0], first.at(-1)]).toEqual([`${ORIGIN}/`, `${ORIGIN}/product/49999`]);
      expect(second).toEqual([`${ORIGIN}/product/50000`, `${ORIGIN}/product/50001`]);
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe('PUBLIC_URL not set', () => {
  it('writes http://localhost and the port the shop listens on', async () => {
    const t = await startTestApp();
    try {
      const port = (t.app.server.address() as { port: number }).port;
      const robots = await t.inject('/robots.txt');
      expect(robots.body).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`);
      expect(textsOf(parseXml((await t.inject('/sitemap.xml')).body), 'loc')[0]).toBe(`http://localhost:${port}/`);
    } finally {
      await t.close();
    }
  });
});
