// `npm run bench:pages -- [products] [--against <checkout>]`: server-rendered product pages over a large
// catalogue (issue 34, goal ≥ 200 req/s): autocannon, 16 connections, 8 s, each request
// `GET /product/<random id>`, so no cached page answers. With --against, the other checkout (the build
// before) serves the same database, and the two are measured in turns (A B B A …) in one run, as the
// machine's other work moves every figure. SQLite, and PostgreSQL when TEST_DATABASE_URL is set.
// PAGES_DATABASE (a SQLite file or a postgres:// URL) measures a catalogue already imported instead.
// Settings: PAGES_CONNECTIONS (16), PAGES_SECONDS (8), PAGES_ROUNDS (3), PAGES_WARMUP_SECONDS (3).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type RequestParams } from 'autocannon';
import { NO_EMULATOR_ENV, startShop, type RunningShop } from '../test/support/shopProcess';
import { writeCatalogFile } from './support/catalogFiles';
import { freshDatabase, importOnce, postgresAdminUrl, type Engine } from './support/importRun';
import { median } from './support/median';

const CONNECTIONS = Number(process.env.PAGES_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.PAGES_SECONDS ?? 8);
const ROUNDS = Number(process.env.PAGES_ROUNDS ?? 3);
const WARMUP_SECONDS = Number(process.env.PAGES_WARMUP_SECONDS ?? 3);
const BROWSER_ENCODINGS = 'gzip, deflate, br';
/** One origin for every build: pages name it (canonical link, Open Graph), and must be alike byte for byte. */
const PUBLIC_URL = 'http://shop.test';
/** Pages whose bytes every build must answer alike, decoded, in each encoding. */
const SAME_BYTES_SAMPLES = 20;

interface Build {
  name: string;
  root: string;
}

interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

function parseArgs(args: string[]) {
  const at = args.indexOf('--against');
  const against = at >= 0 ? args[at + 1] : undefined;
  const products = args.find((arg, index) => /^[\d_]+$/.test(arg) && index !== at + 1);
  return {
    products: Number(products?.replace(/_/g, '') ?? 1_000_000),
    against: against ? path.resolve(against) : undefined,
  };
}

const randomId = (products: number) => 1 + Math.floor(Math.random() * products);

async function hammer(url: string, products: number, seconds: number): Promise<Figures> {
  const requests = [
    { setupRequest: (request: RequestParams) => ({ ...request, path: `/product/${randomId(products)}` }) },
  ];
  const options = { url, connections: CONNECTIONS, headers: { 'accept-encoding': BROWSER_ENCODINGS }, requests };
  const result = await autocannon({ ...options, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** Until the server rests (on SQLite its start-up `quick_check` reads the whole file in a worker). */
async function untilIdle(shop: RunningShop): Promise<void> {
  const pid = shop.child.pid ?? 0;
  for (let waited = 0; waited < 120; waited++) {
    const before = cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (cpuSeconds(pid) - before < 0.05) return;
  }
}

const rssMiB = (pid: number | undefined) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Hashed asset names aside: a checkout's build hashes its own folder's paths into them. */
const withoutAssetHashes = (page: Buffer) =>
  page.toString('utf8').replace(/(\/assets\/[\w-]+)\.[0-9a-f]{10}\./g, '$1.');

/** The same page from every build, byte for byte once decoded, in every encoding. */
async function sameBytes(shops: RunningShop[], products: number): Promise<boolean> {
  for (let sample = 0; sample < SAME_BYTES_SAMPLES; sample++) {
    const page = `/product/${randomId(products)}`;
    for (const encoding of ['identity', 'gzip', 'br']) {
      const bodies = await Promise.all(
        shops.map(async (shop) => {
          const response = await fetch(`${shop.url}${page}`, { headers: { 'accept-encoding': encoding } });
          return withoutAssetHashes(Buffer.from(await response.arrayBuffer()));
        }),
      );
      if (bodies.some((body) => body !== bodies[0])) return false;
    }
  }
  return true;
}

const ensureBuild = (root: string) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts'], { cwd: root, stdio: 'inherit' });

/** The shop's settings for a database imported before (the products' count is the command's). */
function existingDatabase(location: string): { engine: Engine; env: Record<string, string> } {
  return /^postgres(ql)?:/.test(location)
    ? { engine: 'PostgreSQL', env: { DATABASE_URL: location } }
    : { engine: 'SQLite', env: { SQLITE_FILE: path.resolve(location), DATABASE_URL: '' } };
}

async function measure(engine: Engine, env: Record<string, string>, builds: Build[], products: number) {
  const shops: RunningShop[] = [];
  try {
    for (const build of builds) {
      const shopEnv = { ...NO_EMULATOR_ENV, ...env, NODE_ENV: 'production', SEARCH_RATE_LIMIT: '0', PUBLIC_URL };
      shops.push(await startShop({ root: build.root, env: shopEnv, readyTimeoutMs: 180_000 }));
    }
    for (const shop of shops) await untilIdle(shop);
    const identical = shops.length < 2 || (await sameBytes(shops, products));
    for (const shop of shops) await hammer(shop.url, products, WARMUP_SECONDS);
    const figures = builds.map(() => [] as Figures[]);
    for (let round = 0; round < ROUNDS; round++) {
      // A B, then B A: neither build always runs right after the other's load.
      const order = builds.map((_, index) => index);
      if (round % 2 === 1) order.reverse();
      for (const index of order) figures[index]!.push(await hammer(shops[index]!.url, products, SECONDS));
    }
    console.log(
      `\n${engine}, ${products.toLocaleString('en')} products; load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}` + (builds.length > 1 ? `; same HTML bytes: ${identical ? 'yes' : 'NO'}` : ''),
    );
    console.table(
      builds.map((build, index) => {
        const runs = figures[index]!;
        return {
          build: build.name,
          'req/s (median)': median(runs.map((run) => run.requestsPerSecond)).toFixed(1),
          'req/s (each)': runs.map((run) => run.requestsPerSecond.toFixed(0)).join(' '),
          'p50 ms': median(runs.map((run) => run.p50Ms)),
          'p99 ms': median(runs.map((run) => run.p99Ms)),
          failures: runs.reduce((sum, run) => sum + run.failures, 0),
          'RSS MiB': rssMiB(shops[index]!.child.pid).toFixed(0),
        };
      }),
    );
  } finally {
    await Promise.all(shops.map((shop) => shop.stop()));
  }
}

async function importAndMeasure(engine: Engine, builds: Build[], file: string, products: number, dir: string) {
  const database = await freshDatabase(engine, dir);
  try {
    const imported = await importOnce(builds[0]!.root, file, database.env);
    if (!imported.ok) throw new Error(`${engine}: the import failed`);
    await measure(engine, database.env, builds, products);
  } finally {
    await database.drop();
  }
}

async function main(): Promise<void> {
  const { products, against } = parseArgs(process.argv.slice(2));
  const builds: Build[] = [{ name: 'this build', root: path.resolve(__dirname, '..') }];
  if (against) builds.push({ name: path.basename(against), root: against });
  for (const build of builds) ensureBuild(build.root);
  if (process.env.PAGES_DATABASE) {
    const { engine, env } = existingDatabase(process.env.PAGES_DATABASE);
    return measure(engine, env, builds, products);
  }
  const engines: Engine[] = postgresAdminUrl() ? ['SQLite', 'PostgreSQL'] : ['SQLite'];
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-pages-bench-'));
  try {
    const file = path.join(dir, 'catalogue.jsonl');
    await writeCatalogFile(file, products, { format: 'jsonl' });
    for (const engine of engines) await importAndMeasure(engine, builds, file, products, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
