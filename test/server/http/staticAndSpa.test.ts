// The SPA and its files: index.html for client routes with the runtime config embedded, hashed
// assets cached for a year, pictures served from memory, source maps never served.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ClientConfig } from '@/contract';
import { readIndexHtml } from '@/server/screens/spaFallback';
import { ASSET_BODY, ASSET_PATH, json, startTestApp, testClientConfig, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function embeddedConfig(html: string): ClientConfig {
  const match = /<script id="shop-config" type="application\/json">(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no shop-config block in the page');
  return JSON.parse(match[1]) as ClientConfig;
}

describe('SPA fallback', () => {
  it.each([
    '/',
    '/login',
    '/favourites',
    '/admin',
    '/users/abc123',
    '/product/7',
    '/a/deeper/client/path',
    '/product/7?ref=mail',
    // Ids with a dot are still client routes: the page shows the login form or "Product not found".
    '/users/max.mustermann',
    '/product/1.5',
  ])('answers %s with index.html, revalidated on every visit', async (url) => {
    const response = await t.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('embeds the client config as a JSON block in place of the marker, with "<" escaped', async () => {
    const html = (await t.inject('/')).body;
    expect(html).not.toContain('<!--shop-head-->');
    expect(html).not.toContain('</script> Kunde');
    expect(html).toContain('Shop \\u003c/script> Kunde');
    expect(embeddedConfig(html)).toEqual(testClientConfig);
  });

  it('embeds the config at the end of <head> when a minifier dropped the marker', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-no-marker-'));
    try {
      writeFileSync(path.join(dir, 'index.html'), '<html><head><title>x</title></head><body></body></html>');
      const html = (await readIndexHtml(dir, testClientConfig)) ?? '';
      expect(html).toMatch(/<script id="shop-config" type="application\/json">.*<\/script><\/head>/);
      expect(embeddedConfig(html)).toEqual(testClientConfig);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves the same config at /client-config.json for the webpack dev server', async () => {
    const response = await t.inject('/client-config.json');
    expect(response.statusCode).toBe(200);
    expect(json<ClientConfig>(response.body)).toEqual(testClientConfig);
  });

  it('answers HEAD / with the page headers and no body', async () => {
    const response = await t.inject({ method: 'HEAD', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });

  it.each(['/images/products/missing.svg', '/assets/main.missing.js', '/humans.txt', '/favicon.ico'])(
    'answers a missing file %s with 404 JSON, not the page',
    async (url) => {
      const response = await t.inject(url);
      expect(response.statusCode).toBe(404);
      expect(json<{ error: string }>(response.body).error).toBe('not_found');
    },
  );

  it('answers 503 JSON telling to build when there is no client build', async () => {
    const unbuilt = await startTestApp({ withIndex: false });
    try {
      const response = await unbuilt.inject('/product/1');
      expect(response.statusCode).toBe(503);
      expect(json<{ message: string }>(response.body).message).toContain('npm run build');
    } finally {
      await unbuilt.close();
    }
  });
});

describe('static files', () => {
  it('serves hashed assets as immutable for a year, compressed when accepted', async () => {
    const response = await t.inject({ url: ASSET_PATH, headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('gzip');
    const plain = await t.inject(ASSET_PATH);
    expect(plain.body).toBe(ASSET_BODY);
  });

  it('serves pictures and the favicon with a day of caching and an ETag that gives 304', async () => {
    const picture = await t.inject('/images/products/sofa-1.svg');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');
    expect(picture.headers['cache-control']).toBe('public, max-age=86400');
    const again = await t.inject({
      url: '/images/products/sofa-1.svg',
      headers: { 'if-none-match': picture.headers.etag! },
    });
    expect(again.statusCode).toBe(304);
    expect((await t.inject('/favicon.svg')).statusCode).toBe(200);
  });

  it('never serves source maps or the HTML template from public/', async () => {
    expect((await t.inject(`${ASSET_PATH}.map`)).statusCode).toBe(404);
    const page = await t.inject('/index.html');
    expect(page.body).not.toContain('the template, never served');
    expect(page.body).toContain('<script id="shop-config"');
  });

  it('does not let an encoded path reach files outside the served folders', async () => {
    for (const url of ['/..%2f..%2fpackage.json', '/images/../../package.json', '/assets/%2e%2e/%2e%2e/package.json']) {
      const response = await t.inject(url);
      expect([400, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('"dependencies"');
    }
  });
});
