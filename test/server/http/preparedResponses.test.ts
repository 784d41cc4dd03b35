// Prepared answers: compression chosen from Accept-Encoding, strong ETags answered with 304,
// revalidation headers, and a rebuild as soon as an import changes the catalogue version.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Product } from '@/contract';
import { importCatalog } from '@/server/catalog/importCatalog';
import { demoCatalog } from '@/server/db/demoCatalog';
import { json, startTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('compression', () => {
  it('sends brotli when accepted, gzip when only gzip is, and plain JSON otherwise, all with the same content', async () => {
    const plain = await t.inject('/api/products');
    const br = await t.inject({ url: '/api/products', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gz = await t.inject({ url: '/api/products', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.raw).toString()).toBe(plain.body);
    expect(gunzipSync(gz.raw).toString()).toBe(plain.body);
    expect(br.raw.length).toBeLessThan(plain.raw.length / 3);
    for (const response of [plain, br, gz]) expect(response.headers.vary).toBe('Accept-Encoding');
  });

  it('respects q=0: a client refusing brotli gets gzip', async () => {
    const response = await t.inject({ url: '/api', headers: { 'accept-encoding': 'br;q=0, gzip;q=0.5' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('ETag and revalidation', () => {
  it('marks API answers for revalidation and answers a matching If-None-Match with 304 and no body', async () => {
    const first = await t.inject({ url: '/api/products', headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.inject({
      url: '/api/products',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
  });

  it('gives each encoding its own strong ETag but accepts any of them for 304', async () => {
    const gz = await t.inject({ url: '/api', headers: { 'accept-encoding': 'gzip' } });
    const br = await t.inject({ url: '/api', headers: { 'accept-encoding': 'br' } });
    expect(gz.headers.etag).not.toBe(br.headers.etag);
    const crossed = await t.inject({
      url: '/api',
      headers: { 'accept-encoding': 'br', 'if-none-match': `"other", ${gz.headers.etag}` },
    });
    expect(crossed.statusCode).toBe(304);
  });

  it('answers 200 with the body for an ETag of another version', async () => {
    const response = await t.inject({ url: '/api/product/1', headers: { 'if-none-match': '"stale-etag"' } });
    expect(response.statusCode).toBe(200);
    expect(json<Product>(response.body).id).toBe(1);
  });
});

describe('catalogue version', () => {
  it('rebuilds the prepared answers after an import, with a new ETag', async () => {
    const before = await t.inject('/api/products');
    const changed = structuredClone(demoCatalog);
    changed.products[0]!.title = 'Neuer Titel nach dem Import';
    await importCatalog(t.database.db, changed, 'replace');
    const after = await t.inject({ url: '/api/products', headers: { 'if-none-match': before.headers.etag! } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(json<Product[]>(after.body)[0]!.title).toBe('Neuer Titel nach dem Import');
    expect(json<Product>((await t.inject('/api/product/1')).body).title).toBe('Neuer Titel nach dem Import');
  });
});
