// `npx tsx bench/favourites-writes.ts`: favourite writes (PUT and DELETE in turn) on two shop servers,
// one counting the write limit in a Redis of its own (REDIS_URL), one in its memory, measured in
// turns (without, with, without, with, …) so both meet the same machine. The writes rotate over
// enough accounts that none reaches the limit: what is measured is the cost of counting.
// Settings: BENCH_SECONDS (default 10), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (10), BENCH_ROUNDS (3).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type RequestParams } from 'autocannon';
import { UnsecuredJWT } from 'jose';
import { demoCatalog } from '@/server/db/demoCatalog';
import { startOwnRedis, type OwnRedis } from '../test/reliability/support/ownRedis';
import { writeCatalogDatabase } from './support/catalogues';
import { claims } from './support/idTokenClaims';
import { median } from './support/median';
import { startServerProcess, type ServerProcess } from './support/serverProcess';
import { favouriteApiPath } from '@/shopRoutes';

const ACCOUNTS = 5000;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

const tokens = Array.from({ length: ACCOUNTS }, (_, index) =>
  new UnsecuredJWT(claims('demo-shop', `uid-bench-${index}`)).encode(),
);

async function writes(shop: ServerProcess, durationSeconds: number): Promise<Figures> {
  const productId = demoCatalog.products[0]!.id;
  let sent = 0;
  const options = {
    url: shop.url,
    connections,
    duration: durationSeconds,
    requests: [
      {
        setupRequest: (request: RequestParams) => {
          const turn = sent++;
          return {
            ...request,
            method: turn % 2 ? 'DELETE' : 'PUT',
            path: favouriteApiPath(productId),
            headers: { authorization: `Bearer ${tokens[Math.floor(turn / 2) % ACCOUNTS]}` },
          };
        },
      },
    ],
  };
  const result = await autocannon(options);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

const fmt = (value: number) => value.toLocaleString('en', { maximumFractionDigits: 0 });
const row = (name: string, runs: Figures[]) =>
  `  ${name.padEnd(26)} ${fmt(median(runs.map((f) => f.requestsPerSecond))).padStart(7)} writes/s (runs ${runs
    .map((f) => fmt(f.requestsPerSecond))
    .join(', ')})  p50 ${fmt(median(runs.map((f) => f.p50Ms)))} ms  p99 ${fmt(median(runs.map((f) => f.p99Ms)))} ms` +
  `  failures ${runs.reduce((sum, f) => sum + f.failures, 0)}`;

async function main(): Promise<void> {
  const [one] = loadavg();
  console.log(
    `Favourite writes: autocannon, ${connections} connections, ${rounds} rounds of ${seconds} s per case, in turns; ` +
      `load average ${(one ?? 0).toFixed(2)}, node ${process.version}, ${new Date().toISOString()}`,
  );
  const workDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-writes-'));
  let redis: OwnRedis | undefined;
  const shops: ServerProcess[] = [];
  try {
    redis = await startOwnRedis();
    const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', REDIS_URL: '' };
    const local = await startServerProcess(
      'shop.ts',
      [await writeCatalogDatabase(workDir, 'local.sqlite', demoCatalog)],
      emulator,
    );
    shops.push(local);
    const shared = await startServerProcess(
      'shop.ts',
      [await writeCatalogDatabase(workDir, 'redis.sqlite', demoCatalog)],
      { ...emulator, REDIS_URL: redis.url },
    );
    shops.push(shared);
    await writes(local, warmupSeconds);
    await writes(shared, warmupSeconds);
    const figures = { local: [] as Figures[], shared: [] as Figures[] };
    for (let round = 0; round < rounds; round++) {
      figures.local.push(await writes(local, seconds));
      figures.shared.push(await writes(shared, seconds));
    }
    console.log('\none server each, SQLite, PUT and DELETE in turn over 5,000 accounts (median of the rounds):');
    console.log(row('limit in memory', figures.local));
    console.log(row('limit in Redis (REDIS_URL)', figures.shared));
  } finally {
    await Promise.all(shops.map((shop) => shop.stop()));
    await redis?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('bench failed:', error);
  process.exit(1);
});
