// SIGTERM (a deploy, `docker stop`, systemd): the server stops accepting connections at once,
// finishes the request in flight, stops the Auth emulator it started and exits 0. The request in
// flight is held in the database by a table lock (its own PostgreSQL), so it truly is in flight:
// the test sees it wait for that lock in pg_stat_activity before it sends the signal. Every wait here
// is for an event, with the test's timeout as its only limit.
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { rawRequest, type RawResponse } from '../support/rawHttp';
import { startOwnPostgres, type OwnPostgres } from '../support/ownPostgres';
import { until } from '../../support/eventually';
import { answers, groupIsGone } from '../../support/processProbes';
import { startShop, type RunningShop } from '../../support/shopProcess';

jest.setTimeout(180_000);

let postgres: OwnPostgres;
let server: RunningShop | undefined;
beforeAll(async () => {
  postgres = await startOwnPostgres();
});
afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  postgres?.dispose();
});

/** Longer than the test may take: a request's answer is waited for by the test's timeout alone. */
const NO_LIMIT_MS = 10 * 60_000;

/** The processes the server started itself (the emulator's watchdog leads the emulator's process group). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map(Number)
      .filter(Boolean);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

/** Whether a new connection to the port is refused now (a probe that needs no database). */
async function refusesConnections(port: number): Promise<boolean> {
  try {
    await rawRequest(port, { target: '/healthz' }, NO_LIMIT_MS);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';
  }
}

/** Server sessions of this PostgreSQL waiting for a lock on catalog_meta (the locker's own is not one). */
async function waitingOnCatalogMeta(locker: pg.Client): Promise<number> {
  const { rows } = await locker.query<{ n: string }>(
    `SELECT count(*) AS n FROM pg_stat_activity
      WHERE wait_event_type = 'Lock' AND query ILIKE '%catalog_meta%' AND pid <> pg_backend_pid()`,
  );
  return Number(rows[0]?.n);
}

/**
 * A request for the product list that is waiting for the lock inside the server. The server trusts
 * a checked catalogue version for a second, so a request may still be answered without asking the
 * database: then another is sent, until one is seen waiting on the lock.
 */
async function requestHeldByLock(
  port: number,
  locker: pg.Client,
): Promise<{ answer: Promise<RawResponse>; answeredBefore: number }> {
  for (let answeredBefore = 0; ; answeredBefore++) {
    const request = rawRequest(port, { target: '/api/products' }, NO_LIMIT_MS);
    let answered = false;
    request.then(
      () => (answered = true),
      () => (answered = true),
    );
    await until(async () => answered || (await waitingOnCatalogMeta(locker)) > 0);
    // Wrapped: an async function returning the promise itself would wait for its answer.
    if (!answered) return { answer: request, answeredBefore };
    expect((await request).statusCode).toBe(200);
  }
}

it('stops accepting, finishes the request in flight, stops its Auth emulator and exits 0', async () => {
  const started = await startShop({
    env: { DATABASE_URL: postgres.url, AUTH_EMULATOR_PORT: '0', FIREBASE_API_KEY: '' },
  });
  server = started;
  const emulatorUrl = started.emulatorUrl!;
  const [emulatorGroup] = childrenOf(started.child.pid!);
  expect(emulatorGroup).toBeDefined();
  expect(await answers(emulatorUrl)).toBe(true);
  expect((await rawRequest(started.port, { target: '/api' })).statusCode).toBe(200);

  const locker = new pg.Client({ connectionString: postgres.url });
  await locker.connect();
  await locker.query('BEGIN');
  await locker.query('LOCK TABLE catalog_meta IN ACCESS EXCLUSIVE MODE');
  const { answer: inFlight, answeredBefore } = await requestHeldByLock(started.port, locker);

  started.child.kill('SIGTERM');
  const stoppedAccepting = await until(() => refusesConnections(started.port));
  const aliveWhileInFlight = started.child.exitCode === null;
  const stillWaitingOnLock = await waitingOnCatalogMeta(locker);
  await locker.query('COMMIT');
  await locker.end();

  const finished = await inFlight;
  const { code, signal } = await started.exited;
  const emulatorGone = await until(() => groupIsGone(emulatorGroup!));
  const emulatorAnswers = await answers(emulatorUrl);
  console.log(
    `SIGTERM: new connections refused=${stoppedAccepting}, ` +
      `alive while a request was in flight=${aliveWhileInFlight} (waiting on the lock: ${stillWaitingOnLock}; ` +
      `${answeredBefore} answered from the trusted version before one waited), ` +
      `in-flight answer ${finished.statusCode} (${finished.body.length} bytes), exit code ${code}, ` +
      `emulator group gone=${emulatorGone}, emulator answers=${emulatorAnswers}`,
  );
  expect(stoppedAccepting).toBe(true);
  expect(aliveWhileInFlight).toBe(true);
  expect(stillWaitingOnLock).toBe(1);
  expect(finished.statusCode).toBe(200);
  expect((JSON.parse(finished.body) as unknown[]).length).toBeGreaterThan(0);
  expect({ code, signal }).toEqual({ code: 0, signal: null });
  expect(started.output()).toContain('SIGTERM: finishing open requests and stopping');
  expect(emulatorGone).toBe(true);
  expect(emulatorAnswers).toBe(false);
});
