// PostgreSQL stops while the shop runs (its own instance, so nothing else is harmed): the API
// answers 503 JSON with Retry-After, the pages keep being served, the process does not crash, and
// the catalogue is served again as soon as the database is back, without a restart.
import { rawRequest, type RawResponse } from '../support/rawHttp';
import { startOwnPostgres, type OwnPostgres } from '../support/ownPostgres';
import { until } from '../../support/eventually';
import { NO_EMULATOR_ENV, startShop, type RunningShop } from '../../support/shopProcess';

jest.setTimeout(120_000);

let postgres: OwnPostgres;
let server: RunningShop;
beforeAll(async () => {
  postgres = await startOwnPostgres();
  server = await startShop({ env: { ...NO_EMULATOR_ENV, DATABASE_URL: postgres.url } });
});
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  postgres?.dispose();
});

const get = (target: string) => rawRequest(server.port, { target });

/** Asks until the answer has the status (the server trusts a checked catalogue version for 1 s). */
const eventually = (target: string, status: number): Promise<RawResponse> =>
  until(
    () => get(target),
    (response) => response.statusCode === status,
    200,
  );

it('answers 503 JSON with Retry-After while PostgreSQL is stopped, and serves again once it is back', async () => {
  const tried: string[] = [];
  expect((await get('/api/products')).statusCode).toBe(200);
  // The page never needs the database: whatever it answers now (200, or 503 'not_built' in a checkout
  // with no client build yet), it must answer the same while the database is down.
  const pageStatus = (await get('/')).statusCode;

  postgres.stop('fast');
  const down = await eventually('/api/products', 503);
  expect(down.statusCode).toBe(503);
  expect(down.headers['retry-after']).toBe('5');
  expect(down.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(JSON.parse(down.body) as unknown).toEqual({
    error: 'unavailable',
    message: expect.stringContaining('try again') as unknown,
  });
  for (const target of ['/api', '/api/product/3', '/api/products']) {
    const response = await get(target);
    tried.push(`${target} ${response.statusCode}`);
    expect(response.statusCode).toBe(503);
  }
  // Many requests at once while it is down: no crash, every one answered.
  const burst = await Promise.all(Array.from({ length: 50 }, () => get('/api/products')));
  expect(burst.map((response) => response.statusCode)).toEqual(Array(50).fill(503));
  expect((await get('/')).statusCode).toBe(pageStatus);
  expect(server.child.exitCode).toBeNull();

  postgres.start();
  const back = await eventually('/api/products', 200);
  expect(back.statusCode).toBe(200);
  expect((JSON.parse(back.body) as unknown[]).length).toBeGreaterThan(0);
  console.log(
    `database stop: ${tried.join(', ')}, 50 concurrent → 503; after restart /api/products ${back.statusCode}`,
  );
});

it('also survives a crash of PostgreSQL (immediate stop, connections cut mid-session)', async () => {
  expect((await eventually('/api', 200)).statusCode).toBe(200);
  postgres.stop('immediate');
  expect((await eventually('/api', 503)).statusCode).toBe(503);
  postgres.start();
  expect((await eventually('/api', 200)).statusCode).toBe(200);
  expect(server.child.exitCode).toBeNull();
});
