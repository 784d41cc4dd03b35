// Every answer, error or not, is safe: JSON { error, message } for errors (no HTML, no stack
// trace) and the security headers on every kind of response.
import { createConnection } from 'node:net';
import type { ApiErrorBody } from '@/contract';
import { contentSecurityPolicy } from '@/server/http/securityHeaders';
import { ASSET_PATH, json, startTestApp, testClientConfig, type TestApp } from '../support/testApp';
import type { TestResponse } from '../support/httpClient';

let t: TestApp;
beforeAll(async () => {
  // A route that takes a JSON body, only to prove Fastify's own body errors (413, 415) answer JSON.
  t = await startTestApp({ extraRoutes: (app) => app.post('/api/test-body', async () => ({ ok: true })) });
});
afterAll(() => t.close());

function expectJsonError(response: TestResponse, status: number, error: string): void {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = json<ApiErrorBody>(response.body);
  expect(body).toEqual({ error, message: expect.any(String) as unknown });
  expect(response.body).not.toMatch(/at .*\.(ts|js):\d+|<html/i);
}

describe('error answers', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND'])(
    'answers %s on an API path with 405 JSON and Allow',
    async (method) => {
      const response = await t.inject({ method, url: '/api/products' });
      expectJsonError(response, 405, 'method_not_allowed');
      expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
    },
  );

  it('answers a POST to a page with 405 JSON', async () => {
    expectJsonError(await t.inject({ method: 'POST', url: '/login', payload: 'x' }), 405, 'method_not_allowed');
  });

  it('answers OPTIONS with 204 and the allowed methods', async () => {
    const response = await t.inject({ method: 'OPTIONS', url: '/api' });
    expect(response.statusCode).toBe(204);
    expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  it('answers other methods on unknown API paths with 404 JSON', async () => {
    expectJsonError(await t.inject({ method: 'DELETE', url: '/api/unknown' }), 404, 'not_found');
  });

  it('answers an undecodable URL with 400 JSON', async () => {
    expectJsonError(await t.inject('/%E0%A4%A'), 400, 'bad_request');
    expectJsonError(await t.inject('/api/product/%zz'), 400, 'bad_request');
  });

  it('answers a URL over 2 kB with 414 JSON', async () => {
    expectJsonError(await t.inject(`/product/${'x'.repeat(3000)}`), 414, 'uri_too_long');
  });

  it('answers a body larger than allowed with 413 JSON', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(40_000) });
    const response = await t.inject({
      method: 'POST',
      url: '/api/test-body',
      headers: { 'content-type': 'application/json' },
      payload: big,
    });
    expectJsonError(response, 413, 'payload_too_large');
  });

  it('refuses a method no route takes before reading its body (405, not a body error)', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(40_000) });
    const response = await t.inject({
      method: 'POST',
      url: '/api/products',
      headers: { 'content-type': 'application/json' },
      payload: big,
    });
    expectJsonError(response, 405, 'method_not_allowed');
  });

  it('answers an unsupported body type with 415 JSON', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/test-body',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'abc',
    });
    expectJsonError(response, 415, 'unsupported_media_type');
    const badJson = await t.inject({
      method: 'POST',
      url: '/api/test-body',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expectJsonError(badJson, 400, 'bad_request');
  });

  it('answers a request Node cannot parse (oversized header) with a JSON error on the socket', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const address = t.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.write(`GET /api HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(raw).toContain('{"error":"request_header_fields_too_large"');
  });
});

describe('security headers', () => {
  const kinds: Array<[string, string]> = [
    ['API answer', '/api/products'],
    ['API error', '/api/product/abc'],
    ['unknown API path', '/api/nothing'],
    ['page', '/favourites'],
    ['asset', ASSET_PATH],
    ['picture', '/images/products/sofa-1.svg'],
    ['missing file', '/images/none.svg'],
    ['bad URL', '/%E0%A4%A'],
  ];

  it.each(kinds)('are on every response: %s', async (_kind, url) => {
    const response = await t.inject(url);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;" +
        "connect-src 'self' http://127.0.0.1:9199;frame-ancestors 'none';base-uri 'self';form-action 'none';object-src 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('allows the real Firebase Auth endpoints when no emulator is configured, and an absolute image host', () => {
    const csp = contentSecurityPolicy({ imageBaseUrl: 'https://cdn.example.com/shop/images/' });
    expect(csp).toContain(
      "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com;",
    );
    expect(csp).toContain("img-src 'self' data: https://cdn.example.com;");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('grows by exactly the analytics hosts when analytics is configured', () => {
    const directives = (csp: string) => new Map(csp.split(';').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    const without = directives(contentSecurityPolicy({ imageBaseUrl: '/images/' }));
    const withAnalytics = directives(contentSecurityPolicy({ imageBaseUrl: '/images/', analytics: true }));
    const added = [...withAnalytics].flatMap(([name, sources]) =>
      sources.filter((source) => !without.get(name)?.includes(source)).map((source) => `${name} ${source}`),
    );
    expect(added.sort()).toEqual(
      [
        'script-src https://*.googletagmanager.com',
        'connect-src https://firebase.googleapis.com',
        'connect-src https://firebaseinstallations.googleapis.com',
        'connect-src https://*.google-analytics.com',
        'connect-src https://*.analytics.google.com',
        'connect-src https://*.googletagmanager.com',
        'img-src https://*.google-analytics.com',
        'img-src https://*.googletagmanager.com',
      ].sort(),
    );
    expect([...withAnalytics.keys()]).toEqual([...without.keys()]);
    expect(withAnalytics.get('script-src')).not.toContain("'unsafe-inline'");
  });
});

describe('a shop configured for analytics', () => {
  const analytics = { appId: '1:1234567890:web:0a1b2c3d4e5f', measurementId: 'G-ABC123XYZ' };
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ withIndex: true, clientConfig: { ...testClientConfig, analytics } });
  });
  afterAll(() => shop.close());

  it('sends the analytics hosts in its CSP and the ids in the page, and only then', async () => {
    const [page, plain] = [await shop.inject('/favourites'), await t.inject('/favourites')];
    expect(page.headers['content-security-policy']).toBe(
      contentSecurityPolicy({
        imageBaseUrl: '/images/products/',
        authEmulatorUrl: 'http://127.0.0.1:9199',
        analytics: true,
      }),
    );
    expect(plain.headers['content-security-policy']).not.toContain('google');
    expect(page.body).toContain(`"measurementId":"${analytics.measurementId}"`);
    expect(plain.body).not.toContain('measurementId');
    expect(page.body).toMatch(/<html [^>]*data-analytics/);
    expect(plain.body).not.toContain('data-analytics');
  });
});
