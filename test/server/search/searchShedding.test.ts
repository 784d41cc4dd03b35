// Shedding (docs/requirements.md §9.3): a process runs a few searches at once with a short line;
// a search beyond both is answered 503 with Retry-After at once, while other answers go on. Under
// overload (a lagging event loop) searches and the whole list are shed, cheap answers and health
// are not. The metrics count every outcome. Searches are held at a stand-in catalogue source, so
// "in flight" is a fact the test waits for, never a matter of timing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ApiErrorBody } from '@/contract';
import { createCatalogSource } from '@/server/catalog/catalogSource';
import { RETRY_AFTER_SECONDS } from '@/server/http/errors';
import { ShopMetrics } from '@/server/ops/metrics';
import { startMetricsServer } from '@/server/ops/metricsServer';
import { BUSY_RETRY_AFTER_SECONDS } from '@/server/search/searchSlots';
import { parseMetrics, sampleValue, type Sample } from '../../support/prometheusText';
import { HeldSearches } from '../support/heldSearches';
import type { TestResponse } from '../support/httpClient';
import { expectAppPageInstead } from '../support/refusedSearchPage';
import { describeOnEachEngine, openSeededDatabase, type TestDatabase } from '../support/testDatabase';
import { json, startTestApp, type TestApp, type TestAppOptions } from '../support/testApp';

jest.setTimeout(30_000);

function expectBusy(response: TestResponse, retryAfter: number): void {
  expect(response.statusCode).toBe(503);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['retry-after']).toBe(String(retryAfter));
  expect(json<ApiErrorBody>(response.body)).toEqual({ error: 'busy', message: expect.any(String) as unknown });
}

/** A server renderer that shows the first screen's data: enough for the server-rendered /?q= to search. */
function stubRenderer(dir: string): string {
  const file = path.join(dir, 'renderScreen.js');
  writeFileSync(
    file,
    'exports.renderScreen = async (url, data) => ({ markup: "<p>" + data.firstPage.term + "</p>", notFound: false, data });\n',
  );
  return file;
}

describeOnEachEngine('search shedding on %s', (engine) => {
  let catalogDb: TestDatabase;
  let rendererDir: string;
  let held: HeldSearches;
  let metrics: ShopMetrics;
  let t: TestApp | undefined;

  beforeAll(async () => {
    catalogDb = await openSeededDatabase(engine);
    rendererDir = mkdtempSync(path.join(tmpdir(), 'shop-test-renderer-'));
  });
  afterAll(async () => {
    await catalogDb.dispose();
    rmSync(rendererDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    held = new HeldSearches();
    metrics = new ShopMetrics();
  });
  afterEach(async () => {
    held.release();
    await t?.close();
    t = undefined;
  });

  const start = (options: TestAppOptions, largerThanWholeList = false): Promise<TestApp> =>
    startTestApp({
      catalogSource: held.wrap(createCatalogSource(catalogDb.db, '/images/products/'), { largerThanWholeList }),
      rendererFile: stubRenderer(rendererDir),
      metrics,
      engine,
      ...options,
    });

  async function samples(): Promise<Sample[]> {
    const server = await startMetricsServer(metrics, 0, '127.0.0.1');
    try {
      return parseMetrics(await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text());
    } finally {
      await server.close();
    }
  }

  const searches = (all: Sample[], kind: string, outcome: string) =>
    sampleValue(all, 'shop_searches_total', { kind, outcome });

  /** Resolves once as many searches wait for room as `count` says (the gauge, asked between requests' turns). */
  async function waitingSearches(count: number): Promise<void> {
    for (;;) {
      const all = parseMetrics(await metrics.registry.metrics());
      if (sampleValue(all, 'shop_searches_waiting') === count) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('answers a search 503 with Retry-After when every slot is taken, while products are answered', async () => {
    t = await start({ searchSlots: { running: 1, waiting: 0 } });
    const first = t.inject('/api/products/page?q=sofa');
    await held.until(1);

    expectBusy(await t.inject('/api/products/page?q=lampe'), BUSY_RETRY_AFTER_SECONDS);
    expectAppPageInstead(await t.inject('/?q=lampe'), 503, BUSY_RETRY_AFTER_SECONDS);
    expect((await t.inject('/api/product/1')).statusCode).toBe(200);
    expect((await t.inject('/api/products/page?offset=6')).statusCode).toBe(200);
    expect((await t.inject('/healthz')).statusCode).toBe(200);

    held.release();
    expect((await first).statusCode).toBe(200);
    // A shed page is remembered by no cache: asked again with room, it is rendered.
    const page = await t.inject('/?q=lampe');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<p>lampe</p>');
    expect((await t.inject('/api/products/page?q=everything')).statusCode).toBe(200);

    const all = await samples();
    expect(searches(all, 'api', 'shed')).toBe(1);
    expect(searches(all, 'page', 'shed')).toBe(1);
    expect(searches(all, 'api', 'answered')).toBe(1);
    expect(searches(all, 'page', 'answered')).toBe(1);
    expect(searches(all, 'api', 'capped')).toBe(1);
    expect(sampleValue(all, 'shop_search_duration_seconds_count', { kind: 'api', outcome: 'answered' })).toBe(1);
    expect(sampleValue(all, 'shop_search_duration_seconds_count', { kind: 'api', outcome: 'capped' })).toBe(1);
  });

  it('lets a search wait in line for a slot, and sheds the one beyond the line', async () => {
    t = await start({ searchSlots: { running: 1, waiting: 1 } });
    const first = t.inject('/api/products/page?q=sofa');
    await held.until(1);
    const second = t.inject('/api/products/page?q=lampe');
    await waitingSearches(1);
    expectBusy(await t.inject('/api/products/page?q=bohr'), BUSY_RETRY_AFTER_SECONDS);
    expect(held.arrived).toEqual(['sofa']);

    held.release();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect(held.arrived).toEqual(['sofa', 'lampe']);
    await waitingSearches(0);
  });

  // The health check stands for the lag: under-pressure counts the process as overloaded from the start.
  const overloaded = { pressure: { healthCheck: () => Promise.resolve(false), healthCheckInterval: 60_000 } };

  it('sheds searches when overloaded; health, products, pages and a prepared whole list go on', async () => {
    t = await start(overloaded);
    expectBusy(await t.inject('/api/products/page?q=sofa'), RETRY_AFTER_SECONDS);
    expectAppPageInstead(await t.inject('/?q=sofa'), 503, RETRY_AFTER_SECONDS);
    for (const url of [
      '/healthz',
      '/readyz',
      '/api/product/1',
      '/api',
      '/api/products',
      '/api/products/page?offset=6',
      '/',
      '/product/1',
    ])
      expect([url, (await t.inject(url)).statusCode]).toEqual([url, 200]);
    expect(held.arrived).toEqual([]);

    const all = await samples();
    expect(searches(all, 'api', 'shed')).toBe(1);
    expect(searches(all, 'page', 'shed')).toBe(1);
  });

  it('sheds the whole list of a large catalogue when overloaded, as it is read from the database', async () => {
    t = await start(overloaded, true);
    expect((await t.inject('/api')).statusCode).toBe(200); // from here on the catalogue is known to be large
    expectBusy(await t.inject('/api/products'), RETRY_AFTER_SECONDS);
    expect((await t.inject('/api/product/1')).statusCode).toBe(200);
  });
});
