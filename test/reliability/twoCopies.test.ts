// Issue 38, "Shoppers see it at once": two real shop processes on one database (a SQLite file both
// open; a PostgreSQL schema) and one Redis. A staff save through copy A is answered by copy B within
// a second: its product API (and the ETag a browser revalidates with), its pages and whole list, a
// search for a word the save added, the product page it renders on the server, and the sitemap's
// lastmod of that product. B has all of them prepared from before the save and checks the catalogue
// version just before it, so it trusts the old one as long as it ever does. Each answer is asked for until it shows
// the change; the test fails when no answer to a question asked within a second shows it (the time
// each first did is printed).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import type { AdminProduct, PageOfProducts, Product } from '@/contract';
import { CATALOG_FRESHNESS_MS } from '@/server/catalog/preparedCatalog';
import { openDatabase } from '@/server/db/connection';
import type { ShopDb } from '@/server/db/connection';
import { createStaffList } from '@/server/staff/staffList';
import { productApiPath, productPath } from '@/shopRoutes';
import { adminQuery } from '../server/support/adminQuery';
import { firebaseClaims, unsignedToken } from '../server/support/idTokenFactory';
import { parseXml } from '../server/support/parseMarkup';
import { describeOnEachEngine, type Engine } from '../server/support/testDatabase';
import { until } from '../support/eventually';
import { startShop, type RunningShop } from '../support/shopProcess';
import { startOwnRedis, type OwnRedis } from './support/ownRedis';
import { adminProductApiPath } from '@/staffRoutes';

jest.setTimeout(240_000);

const WITHIN_MS = 1000;
const STAFF = 'owner@shop.example';
const PRODUCT_ID = 4;
/** A date long before the test: a lastmod the save moves shows even within one second. */
const LONG_AGO = Date.UTC(2020, 0, 2, 3, 4, 5);
const LONG_AGO_TEXT = '2020-01-02T03:04:05Z';
const staffToken = unsignedToken({
  ...firebaseClaims('demo-shop', 'uid-two-copies'),
  email: STAFF,
  email_verified: true,
});

interface Answer {
  status: number;
  etag: string | null;
  text: string;
}

async function ask(shop: RunningShop, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(shop.url + url, { headers });
  return { status: response.status, etag: response.headers.get('etag'), text: await response.text() };
}

const lastmodOf = (sitemap: string, loc: string): string | undefined =>
  [...parseXml(sitemap).getElementsByTagName('url')]
    .find((url) => url.getElementsByTagName('loc')[0]?.textContent === loc)
    ?.getElementsByTagName('lastmod')[0]?.textContent ?? undefined;

/**
 * Asks until an answer shows the change, and resolves with when (after `from`) that question was asked;
 * rejects once no question asked within WITHIN_MS got it. Judged by when a question was asked, so a
 * busy machine that is slow to carry an answer back is no failure; the pause only spaces the asks.
 */
async function withinDeadline(
  what: string,
  from: number,
  read: () => Promise<Answer>,
  holds: (answer: Answer) => boolean,
): Promise<number> {
  for (;;) {
    const askedAfter = performance.now() - from;
    if (askedAfter > WITHIN_MS) throw new Error(`${what}: not shown by any answer asked within ${WITHIN_MS} ms`);
    if (holds(await read())) return Math.round(askedAfter);
    await pause(10);
  }
}

describeOnEachEngine('a staff save on one copy, answered by the other, on %s', (engine: Engine) => {
  const url = process.env.TEST_DATABASE_URL;
  const schema = `copies_${randomBytes(5).toString('hex')}`;
  let workDir: string;
  let redis: OwnRedis;
  let a: RunningShop;
  let b: RunningShop;
  let db: ShopDb;

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'shop-two-copies-'));
    redis = await startOwnRedis();
    const sqliteFile = path.join(workDir, 'shop.sqlite');
    const databaseUrl = `${url}${url?.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    const database: Record<string, string> =
      engine === 'postgres' ? { DATABASE_URL: databaseUrl } : { SQLITE_FILE: sqliteFile };
    if (engine === 'postgres') await adminQuery(url!, `CREATE SCHEMA ${schema}`);
    const env = { ...database, REDIS_URL: redis.url, PUBLIC_URL: 'https://shop.example' };
    a = await startShop({ env });
    b = await startShop({ env: { ...env, FIREBASE_AUTH_EMULATOR_HOST: new URL(a.emulatorUrl ?? '').host } });
    db = engine === 'postgres' ? openDatabase({ databaseUrl: url, searchPath: schema }) : openDatabase({ sqliteFile });
    await createStaffList(db).add(STAFF);
    // Every product dated long ago (as an older catalogue's), the version moved on for both copies.
    await db.updateTable('products').set({ updated_at: LONG_AGO }).execute();
    await db
      .updateTable('catalog_meta')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', 1)
      .execute();
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.destroy();
    await redis?.stop();
    if (engine === 'postgres') await adminQuery(url!, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    rmSync(workDir, { recursive: true, force: true });
  });

  it('shows it in every answer of the other copy within a second', async () => {
    const word = `Frische${randomBytes(3).toString('hex')}`;
    const loc = `https://shop.example${productPath(PRODUCT_ID)}`;
    const reads = {
      product: () => ask(b, productApiPath(PRODUCT_ID)),
      list: () => ask(b, '/api/products'),
      page: () => ask(b, '/api/products/page?offset=0&limit=24'),
      search: () => ask(b, `/api/products/page?q=${word}`),
      renderedPage: () => ask(b, productPath(PRODUCT_ID), { accept: 'text/html' }),
      sitemap: () => ask(b, '/sitemap.xml'),
    };
    // B has prepared every answer for the catalogue before the save (the backdated one).
    await until(async () => lastmodOf((await reads.sitemap()).text, loc) === LONG_AGO_TEXT);
    // Side by side, as shoppers ask: B's reader threads are all started (as in a shop that has been answering).
    await Promise.all(Array.from({ length: 3 }, () => Promise.all(Object.values(reads).map((read) => read()))));
    const before = Object.fromEntries(
      await Promise.all(Object.entries(reads).map(async ([name, read]) => [name, await read()] as const)),
    );
    expect(before.renderedPage!.text).toContain('<h1');
    expect(JSON.parse(before.search!.text)).toMatchObject({ products: [] });

    const read = await ask(a, adminProductApiPath(PRODUCT_ID), { authorization: `Bearer ${staffToken}` });
    const product = JSON.parse(read.text) as AdminProduct;
    const title = `${product.title} ${word}`;
    // The worst case: B checks the version just before the save and trusts it for a whole window. An
    // idle window ends the trust of its last check, so this ask checks (the pause sets the case up;
    // it decides nothing).
    await pause(CATALOG_FRESHNESS_MS + 50);
    await reads.product();
    // From the moment the save is sent: its commit comes after.
    const savedAt = performance.now();
    const saved = await fetch(a.url + adminProductApiPath(PRODUCT_ID), {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${staffToken}`,
        'content-type': 'application/json',
        'if-match': read.etag ?? '',
      },
      body: JSON.stringify({ ...product, title, price: product.price + 1 }),
    });
    expect(saved.status).toBe(200);

    const hasTitle = (products: Product[]) => products.find((each) => each.id === PRODUCT_ID)?.title === title;
    const shownAfter = await Promise.all([
      withinDeadline(
        'product API',
        savedAt,
        reads.product,
        ({ text }) => (JSON.parse(text) as Product).title === title,
      ),
      withinDeadline(
        'product API revalidated with its ETag',
        savedAt,
        () => ask(b, productApiPath(PRODUCT_ID), { 'if-none-match': before.product!.etag ?? '' }),
        ({ status, etag }) => status === 200 && etag !== before.product!.etag,
      ),
      withinDeadline('whole list', savedAt, reads.list, ({ text }) => hasTitle(JSON.parse(text) as Product[])),
      withinDeadline('page', savedAt, reads.page, ({ text }) =>
        hasTitle((JSON.parse(text) as PageOfProducts).products),
      ),
      withinDeadline('search', savedAt, reads.search, ({ text }) =>
        hasTitle((JSON.parse(text) as PageOfProducts).products),
      ),
      withinDeadline('server-rendered page', savedAt, reads.renderedPage, ({ text }) => text.includes(word)),
      withinDeadline('sitemap lastmod', savedAt, reads.sitemap, ({ text }) => {
        const lastmod = lastmodOf(text, loc);
        return lastmod !== undefined && lastmod !== LONG_AGO_TEXT;
      }),
    ]);
    console.log(
      `${engine}: copy B showed the save after ${shownAfter.join(', ')} ms (product, revalidated, list, page, search, rendered page, sitemap)`,
    );
    // The rest of the sitemap keeps its dates (the saved product is listed in each language).
    const sitemap = (await reads.sitemap()).text;
    const others = [...parseXml(sitemap).getElementsByTagName('url')].filter((entry) => {
      const address = entry.getElementsByTagName('loc')[0]?.textContent ?? '';
      return /\/product\//.test(address) && !address.endsWith(productPath(PRODUCT_ID));
    });
    expect(others.length).toBeGreaterThan(40);
    expect(new Set(others.map((entry) => entry.getElementsByTagName('lastmod')[0]?.textContent))).toEqual(
      new Set([LONG_AGO_TEXT]),
    );
  });
});
