// What an operator and a load balancer use (docs/operations-running.md): /healthz and /readyz, the
// request id, and the Prometheus metrics on a port of their own, never on the shop's.
import { sql } from 'kysely';
import { ShopMetrics } from '@/server/ops/metrics';
import { startMetricsServer } from '@/server/ops/metricsServer';
import { catalogFigures } from '@/server/ops/catalogFigures';
import { Readiness } from '@/server/ops/readiness';
import { demoCatalog } from '@/server/db/demoCatalog';
import type { TestResponse } from '../support/httpClient';
import { parseMetrics, sampleValue } from '../../support/prometheusText';
import { emulatorToken } from '../support/idTokenFactory';
import { startTestApp, type TestApp } from '../support/testApp';
import { describeOnEachEngine } from '../support/testDatabase';

jest.setTimeout(60_000);

function expectProbeAnswer(answer: TestResponse, status: number): Record<string, string> {
  expect(answer.statusCode).toBe(status);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['x-robots-tag']).toBe('noindex');
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  return JSON.parse(answer.body) as Record<string, string>;
}

describeOnEachEngine('health and readiness on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => (t = await startTestApp({ engine })));
  afterEach(() => t.close());

  it('GET /healthz and /readyz answer 200 JSON, never stored or indexed, never rate-limited', async () => {
    for (let index = 0; index < 70; index++) {
      expect(expectProbeAnswer(await t.inject('/healthz'), 200)).toEqual({ status: 'ok' });
      expect(expectProbeAnswer(await t.inject('/readyz'), 200)).toEqual({ status: 'ready' });
    }
  });

  it('/readyz is 503 naming the reason when the database is gone, while /healthz stays 200', async () => {
    await t.database.db.destroy();
    expect(expectProbeAnswer(await t.inject('/readyz'), 503)).toEqual({
      error: 'not_ready',
      message: 'The database does not answer.',
    });
    expect(expectProbeAnswer(await t.inject('/healthz'), 200)).toEqual({ status: 'ok' });
  });

  it('/readyz is 503 when the database lacks a migration this code needs', async () => {
    const newest = await sql<{ name: string }>`select max(name) as name from kysely_migration`.execute(t.database.db);
    const name = newest.rows[0]?.name ?? '';
    expect(name).toMatch(/^\d{4}-\d{2}-\d{2}-\d{3}-/);
    await sql`delete from kysely_migration where name = ${name}`.execute(t.database.db);
    expect(expectProbeAnswer(await t.inject('/readyz'), 503).message).toBe(`The database lacks the migration ${name}.`);
  });
});

describe('readiness', () => {
  it('says 503 once the shop is stopping', async () => {
    const readiness = new Readiness();
    const t = await startTestApp({ readiness });
    try {
      expect((await t.inject('/readyz')).statusCode).toBe(200);
      readiness.stop();
      expect(expectProbeAnswer(await t.inject('/readyz'), 503).message).toBe('The shop is stopping.');
      expect((await t.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  // The database's second is counted on Jest's clock, moved by hand: the same on any machine.
  describe('when the database takes a second', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    /** The probe's answer, once it has one (undefined = ready), read after the clock moved. */
    function asked(probe: () => Promise<string | undefined>) {
      const state: { settled: boolean; problem?: string } = { settled: false };
      void new Readiness(probe).problem().then((problem) => Object.assign(state, { settled: true, problem }));
      return state;
    }

    it('says 503 at 1000 ms and not before when the database does not answer', async () => {
      const answer = asked(() => new Promise(() => undefined));
      await jest.advanceTimersByTimeAsync(999);
      expect(answer.settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(answer).toEqual({ settled: true, problem: 'The database did not answer within 1000 ms.' });
    });

    it('is ready when the database answers just inside that second', async () => {
      const answer = asked(() => new Promise((resolve) => setTimeout(() => resolve(undefined), 999)));
      await jest.advanceTimersByTimeAsync(999);
      expect(answer).toEqual({ settled: true, problem: undefined });
      expect(jest.getTimerCount()).toBe(0); // the 1000 ms timer was cleared with the answer
    });
  });
});

describe('the request id', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('echoes a sane X-Request-Id, and makes one for a missing or odd one', async () => {
    const given = await t.inject({ url: '/api', headers: { 'x-request-id': 'lb-4711.a:b' } });
    expect(given.headers['x-request-id']).toBe('lb-4711.a:b');
    const made = (await t.inject('/api')).headers['x-request-id'];
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await t.inject({ url: '/api', headers: { 'x-request-id': 'x'.repeat(65) } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const evil = await t.inject({ url: '/api', headers: { 'x-request-id': 'a b<script>' } });
    expect(evil.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('metrics', () => {
  it('are served on their own port: request durations by route pattern, writes, refusals, catalogue, process', async () => {
    const metrics = new ShopMetrics();
    const t = await startTestApp({ metrics });
    metrics.watchCatalog(catalogFigures(t.database.db));
    const server = await startMetricsServer(metrics, 0, '127.0.0.1');
    try {
      const [first] = demoCatalog.products;
      const headers = { authorization: `Bearer ${emulatorToken('uid-metrics')}` };
      await t.inject(`/api/product/${first!.id}`);
      await t.inject(`/api/product/${first!.id + 100_000}`);
      for (let index = 0; index < 61; index++)
        await t.inject({ method: 'PUT', url: `/api/favourites/${first!.id}`, headers });

      const answer = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const samples = parseMetrics(await answer.text());
      const value = (name: string, labels?: Record<string, string>) => sampleValue(samples, name, labels);

      const route = { method: 'GET', route: '/api/product/:id' };
      expect(value('shop_http_request_duration_seconds_count', { ...route, status: '200' })).toBe(1);
      expect(value('shop_http_request_duration_seconds_count', { ...route, status: '404' })).toBe(1);
      expect(value('shop_http_request_duration_seconds_bucket', { ...route, status: '200', le: '+Inf' })).toBe(1);
      expect(samples.some((sample) => sample.labels.route?.includes(String(first!.id)))).toBe(false);
      expect(value('shop_favourites_writes_total', { operation: 'put', outcome: 'added' })).toBe(1);
      expect(value('shop_favourites_writes_total', { operation: 'put', outcome: 'present' })).toBe(59);
      expect(value('shop_rate_limit_refusals_total')).toBe(1);
      expect(value('shop_catalogue_products')).toBe(demoCatalog.products.length);
      expect(value('shop_catalogue_version')).toBeGreaterThanOrEqual(1);
      expect(value('process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(value('process_cpu_seconds_total')).toBeGreaterThan(0);

      expect((await fetch(`http://127.0.0.1:${server.port}/other`)).status).toBe(404);
      const publicPort = await t.inject('/metrics');
      expect(publicPort.body).not.toContain('shop_http_request_duration_seconds');
    } finally {
      await server.close();
      await t.close();
    }
  });
});
