// SIGTERM (a deploy, `docker stop`, systemd): the server stops accepting connections at once,
// finishes the request in flight, stops the Auth emulator it started and exits 0. The request in
// flight is held in the database by a table lock (its own PostgreSQL), so it truly is in flight.
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { rawRequest } from '../support/rawHttp';
import { startOwnPostgres, type OwnPostgres } from '../support/ownPostgres';
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

async function refusesConnections(port: number, timeoutMs = 5000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await rawRequest(port, { target: '/api' }, 1000);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED') return true;
    }
    await sleep(100);
  }
  return false;
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
  await sleep(1200); // past the 1 s the server trusts a checked catalogue version: the next request asks PostgreSQL

  const locker = new pg.Client({ connectionString: postgres.url });
  await locker.connect();
  await locker.query('BEGIN');
  await locker.query('LOCK TABLE catalog_meta IN ACCESS EXCLUSIVE MODE');
  const inFlight = rawRequest(started.port, { target: '/api/products' }, 30_000);
  await sleep(500); // the request is now waiting for the lock inside the server

  started.child.kill('SIGTERM');
  const stoppedAccepting = await refusesConnections(started.port);
  const aliveWhileInFlight = started.child.exitCode === null;
  await locker.query('COMMIT');
  await locker.end();

  const finished = await inFlight;
  const { code, signal } = await started.exited;
  let emulatorGone = false;
  for (let tries = 0; tries < 50 && !emulatorGone; tries += 1) {
    emulatorGone = groupIsGone(emulatorGroup!);
    if (!emulatorGone) await sleep(100);
  }
  const emulatorAnswers = await answers(emulatorUrl);
  console.log(
    `SIGTERM: new connections refused=${stoppedAccepting}, ` +
      `alive while a request was in flight=${aliveWhileInFlight}, ` +
      `in-flight answer ${finished.statusCode} (${finished.body.length} bytes), exit code ${code}, ` +
      `emulator group gone=${emulatorGone}, emulator answers=${emulatorAnswers}`,
  );
  expect(stoppedAccepting).toBe(true);
  expect(aliveWhileInFlight).toBe(true);
  expect(finished.statusCode).toBe(200);
  expect((JSON.parse(finished.body) as unknown[]).length).toBeGreaterThan(0);
  expect({ code, signal }).toEqual({ code: 0, signal: null });
  expect(started.output()).toContain('SIGTERM: finishing open requests and stopping');
  expect(emulatorGone).toBe(true);
  expect(emulatorAnswers).toBe(false);
});
