// The search limit (SEARCH_RATE_LIMIT, docs/requirements.md §9.3): searches per client address and
// minute, both kinds (the API's ?q= and the server-rendered /?q=) on one budget, 429 JSON with
// Retry-After beyond it; nothing else counts or is refused. Shared by two copies through one Redis.
import type { ApiErrorBody } from '@/contract';
import { DEFAULT_SEARCH_RATE_LIMIT } from '@/server/config';
import { ShopMetrics } from '@/server/ops/metrics';
import { connectRedis, type Redis } from '@/server/ops/redis';
import { startOwnRedis, type OwnRedis } from '../../reliability/support/ownRedis';
import { parseMetrics, sampleValue } from '../../support/prometheusText';
import type { TestResponse } from '../support/httpClient';
import { expectAppPageInstead } from '../support/refusedSearchPage';
import { json, startTestApp, type TestApp } from '../support/testApp';

jest.setTimeout(30_000);

function expectLimited(response: TestResponse, perMinute: number): void {
  expect(response.statusCode).toBe(429);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
  const body = json<ApiErrorBody>(response.body);
  expect(body.error).toBe('too_many_requests');
  expect(body.message).toContain(`at most ${perMinute} a minute`);
}

async function statuses(t: TestApp, urls: string[]): Promise<number[]> {
  const answers: number[] = [];
  for (const url of urls) answers.push((await t.inject(url)).statusCode);
  return answers;
}

describe('the search limit of one copy', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers a search beyond the limit with 429, Retry-After and JSON, and nothing else', async () => {
    const metrics = new ShopMetrics();
    t = await startTestApp({ searchRateLimit: 3, metrics });
    // Both kinds spend one budget; a term of spaces is no search.
    expect(
      await statuses(t, ['/api/products/page?q=sofa', '/?q=lampe', '/api/products/page?q=%20%20', '/?q=bohr']),
    ).toEqual([200, 200, 200, 200]);
    expectLimited(await t.inject('/api/products/page?q=sofa'), 3);
    expectAppPageInstead(await t.inject('/?q=sofa'), 429);
    // Products, categories, the list, pages without a search and health never count or get refused.
    expect(
      await statuses(t, [
        '/api/product/1',
        '/api',
        '/api/products',
        '/api/products/page?offset=6',
        '/api/products/by-id?ids=1,2',
        '/',
        '/product/1',
        '/healthz',
        '/readyz',
      ]),
    ).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200]);
    const samples = parseMetrics(await metrics.registry.metrics());
    expect(sampleValue(samples, 'shop_searches_total', { kind: 'api', outcome: 'limited' })).toBe(1);
    expect(sampleValue(samples, 'shop_searches_total', { kind: 'page', outcome: 'limited' })).toBe(1);
  });

  it(`allows ${DEFAULT_SEARCH_RATE_LIMIT} searches a minute by default, and any number with 0`, async () => {
    const urls = Array.from({ length: DEFAULT_SEARCH_RATE_LIMIT }, (_, i) => `/api/products/page?q=s${i}`);
    t = await startTestApp();
    expect(new Set(await statuses(t, urls))).toEqual(new Set([200]));
    expectLimited(await t.inject('/api/products/page?q=one-more'), DEFAULT_SEARCH_RATE_LIMIT);
    await t.close();

    t = await startTestApp({ searchRateLimit: 0 });
    expect(new Set(await statuses(t, [...urls, '/api/products/page?q=one-more', '/?q=and-a-page']))).toEqual(
      new Set([200]),
    );
  });
});

describe('the search limit of two copies on one Redis', () => {
  let redisServer: OwnRedis;
  const clients: Redis[] = [];
  const shops: TestApp[] = [];

  beforeAll(async () => {
    redisServer = await startOwnRedis();
  });
  afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.close()));
    for (const client of clients) client.disconnect();
    await redisServer.stop();
  });

  async function shop(): Promise<TestApp> {
    const redis = connectRedis(redisServer.url);
    clients.push(redis);
    const started = await startTestApp({ searchRateLimit: 3, redis });
    shops.push(started);
    return started;
  }

  it('counts the searches of one address in both', async () => {
    const [a, b] = [await shop(), await shop()];
    expect(await statuses(a, ['/api/products/page?q=sofa', '/?q=lampe'])).toEqual([200, 200]);
    expect(await statuses(b, ['/api/products/page?q=bohr'])).toEqual([200]);
    expectLimited(await b.inject('/api/products/page?q=sofa'), 3);
    expectLimited(await a.inject('/api/products/page?q=sofa'), 3);
    expect((await b.inject('/api/product/1')).statusCode).toBe(200);
  });
});
