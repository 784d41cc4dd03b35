// The security headers are on every kind of answer the shop gives (data, 304, errors written by
// Fastify, by our hooks and by Node's parser, the page, assets, pictures, a database outage), and
// the Content-Security-Policy allows scripts only from the shop and network calls only to the shop
// and exactly the configured Firebase Auth endpoints.
import { startTestApp, ASSET_PATH, testClientConfig, type TestApp } from '../server/support/testApp';
import { rawRequest, type RawRequest, type RawResponse } from './support/rawHttp';

function portOf(t: TestApp): number {
  const address = t.app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** 'a b c; d e' → { a: ['b', 'c'], d: ['e'] } */
function parseCsp(header: string | undefined): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name] = values;
  }
  return directives;
}

function expectSafeHeaders(response: RawResponse, connectSources: string[]): void {
  const csp = parseCsp(response.headers['content-security-policy']);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(["'self'"]); // no 'unsafe-inline', no 'unsafe-eval', no other host
  expect(csp['connect-src']?.sort()).toEqual(["'self'", ...connectSources].sort());
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-powered-by']).toBeUndefined();
}

describe('with the local Auth emulator configured', () => {
  let t: TestApp;
  const emulatorOrigin = new URL(testClientConfig.firebase.emulatorUrl!).origin;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const kinds: Array<[string, RawRequest, number]> = [
    ['categories', { target: '/api' }, 200],
    ['product list, gzip', { target: '/api/products', headers: ['Accept-Encoding: gzip'] }, 200],
    ['one product, brotli', { target: '/api/product/1', headers: ['Accept-Encoding: br'] }, 200],
    ['HEAD of the API', { method: 'HEAD', target: '/api/products' }, 200],
    ['OPTIONS', { method: 'OPTIONS', target: '/api' }, 204],
    ['bad product id', { target: '/api/product/abc' }, 400],
    ['unknown product', { target: '/api/product/999' }, 404],
    ['unknown API path', { target: '/api/nothing' }, 404],
    ['wrong method', { method: 'DELETE', target: '/api/products' }, 405],
    ['URL too long', { target: `/api/products?q=${'x'.repeat(4000)}` }, 414],
    ['undecodable URL (Fastify)', { target: '/%E0%A4%A' }, 400],
    ['path traversal', { target: '/..%2f..%2fetc/passwd' }, 400],
    ['header too large (Node parser)', { target: '/api', headers: [`X-Big: ${'a'.repeat(20_000)}`] }, 431],
    ['unknown method (Node parser)', { method: 'BREW', target: '/api' }, 400],
    ['unsupported Expect', { target: '/api', headers: ['Expect: coffee'] }, 417],
    ['page /', { target: '/' }, 200],
    ['client route', { target: '/product/7' }, 200],
    ['/index.html', { target: '/index.html' }, 200],
    ['runtime config', { target: '/client-config.json' }, 200],
    ['hashed asset', { target: ASSET_PATH }, 200],
    ['source map (not served)', { target: `${ASSET_PATH}.map` }, 404],
    ['product picture', { target: '/images/products/sofa-1.svg' }, 200],
    ['favicon', { target: '/favicon.svg' }, 200],
    ['missing picture', { target: '/images/products/none.svg' }, 404],
  ];

  it.each(kinds)('are on every answer: %s', async (_kind, request, status) => {
    const response = await rawRequest(portOf(t), request);
    expect(response.statusCode).toBe(status);
    expectSafeHeaders(response, [emulatorOrigin]);
  });

  it('are on a 304 answer', async () => {
    const first = await rawRequest(portOf(t), { target: '/api' });
    const again = await rawRequest(portOf(t), { target: '/api', headers: [`If-None-Match: ${first.headers.etag}`] });
    expect(again.statusCode).toBe(304);
    expectSafeHeaders(again, [emulatorOrigin]);
  });

  it('the page needs no inline script: its only <script> without src is the JSON config block', async () => {
    const html = (await rawRequest(portOf(t), { target: '/' })).body;
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toMatch(/\bsrc="\/[^"]+"|type="application\/json"/);
  });

  it('are on the 503 answer while the database is down', async () => {
    await t.database.db.destroy();
    const response = await rawRequest(portOf(t), { target: '/api/products' });
    expect(response.statusCode).toBe(503);
    expectSafeHeaders(response, [emulatorOrigin]);
  });
});

describe('with a real Firebase project configured', () => {
  it('allows network calls to exactly the Firebase Auth endpoints besides the shop', async () => {
    const { emulatorUrl: _none, ...firebase } = testClientConfig.firebase;
    const t = await startTestApp({ clientConfig: { ...testClientConfig, firebase } });
    try {
      for (const target of ['/', '/api', '/api/nothing']) {
        expectSafeHeaders(await rawRequest(portOf(t), { target }), [
          'https://identitytoolkit.googleapis.com',
          'https://securetoken.googleapis.com',
        ]);
      }
    } finally {
      await t.close();
    }
  });
});
