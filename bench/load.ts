// `npm run bench:load` (the load goal): 60 s of autocannon with 100 connections on a mix of the shop's
// valid routes as visitors use them (page, bundle, pictures, the three API calls, a share of
// revalidations answered 304). Goal: zero errors, zero answers other than 2xx/304, and the
// server's memory after the run within 20% of before. Only valid routes are in the mix, so any
// other answer is a failure. The server runs in its own process (bench/servers/shop.ts, the app
// `npm start` serves) on the demo catalogue in a fresh SQLite file.
// Settings: LOAD_SECONDS (60), LOAD_CONNECTIONS (100), LOAD_WARMUP_SECONDS (5).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type RequestParams } from 'autocannon';
import { demoCatalog } from '@/server/db/demoCatalog';
import { writeCatalogDatabase } from './support/catalogues';
import { startServerProcess, type ServerProcess } from './support/serverProcess';
import { API, PRODUCT_PICTURES_PATH, productApiPath } from '@/shopRoutes';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 5);
const MEMORY_GOAL_PERCENT = 20;
const BROWSER_ENCODINGS = 'gzip, deflate, br';

interface Route {
  name: string;
  weight: number;
  /** Path for one request (product pages vary the id). */
  pick(): string;
  /** ETag of the answer, sent as If-None-Match on a share of requests (a browser revalidating). */
  etag?: string;
}

const randomOf = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** The routes of a visit, with what a visitor's browser would revalidate. Reads the real build's asset names. */
async function visitRoutes(url: string): Promise<Route[]> {
  const html = readFileSync(path.resolve(__dirname, '../dist/client/index.html'), 'utf8');
  const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!asset) throw new Error('No script in dist/client/index.html: run `npm run build` first.');
  const ids = demoCatalog.products.map((product) => product.id);
  const pictures = demoCatalog.products.flatMap((product) =>
    product.images.map((file) => `${PRODUCT_PICTURES_PATH}${file}`),
  );
  const routes: Route[] = [
    { name: '/', weight: 10, pick: () => '/' },
    { name: 'bundle', weight: 10, pick: () => asset },
    { name: 'picture', weight: 25, pick: () => randomOf(pictures) },
    { name: API.categories, weight: 10, pick: () => API.categories },
    { name: API.products, weight: 15, pick: () => API.products },
    { name: API.product, weight: 30, pick: () => productApiPath(randomOf(ids)) },
  ];
  for (const route of routes.filter((candidate) => candidate.name !== 'picture' && candidate.name !== API.product)) {
    const response = await fetch(`${url}${route.pick()}`, { headers: { 'accept-encoding': BROWSER_ENCODINGS } });
    if (!response.ok) throw new Error(`${route.name} answered ${response.status} before the run`);
    route.etag = response.headers.get('etag') ?? undefined;
  }
  return routes;
}

function mixedRequests(routes: Route[]) {
  const total = routes.reduce((sum, route) => sum + route.weight, 0);
  const last = routes.at(-1);
  if (!last) throw new Error('mixedRequests needs at least one route');
  return [
    {
      setupRequest(request: RequestParams) {
        let roll = Math.random() * total;
        const route = routes.find((candidate) => (roll -= candidate.weight) < 0) ?? last;
        const revalidate = route.etag !== undefined && Math.random() < 0.25;
        request.path = route.pick();
        request.headers = {
          'accept-encoding': BROWSER_ENCODINGS,
          ...(revalidate ? { 'if-none-match': route.etag as string } : {}),
        };
        return request;
      },
    },
  ];
}

const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function run(server: ServerProcess): Promise<boolean> {
  const routes = await visitRoutes(server.url);
  const cold = await server.memory();
  const options = { url: server.url, connections: CONNECTIONS, requests: mixedRequests(routes), timeout: 10 };
  await autocannon({ ...options, duration: WARMUP_SECONDS }); // JIT, lazily prepared product answers
  const before = await server.memory();
  const result = await autocannon({ ...options, duration: SECONDS });
  const after = await server.memory();

  const counts = Object.entries(result.statusCodeStats).map(
    ([status, { count }]) => [Number(status), Number(count)] as const,
  );
  const unexpected = counts
    .filter(([status]) => !(status >= 200 && status < 300) && status !== 304)
    .reduce((sum, [, count]) => sum + count, 0);
  const percent = (from: number, to: number) => ((to - from) / from) * 100;
  const signed = (value: number) => `${value >= 0 ? '+' : ''}${fmt(value, 1)}%`;
  // The goal compares with the memory after the warm-up (answers prepared, code compiled): growth
  // during the run is what a leak looks like. The change since the start is printed as well.
  const change = percent(before.rssMiB, after.rssMiB);
  const met = {
    errors: result.errors + result.timeouts === 0,
    answers: unexpected === 0,
    memory: change <= MEMORY_GOAL_PERCENT,
  };

  console.log(
    `bench:load: ${SECONDS} s, ${CONNECTIONS} connections, after a ${WARMUP_SECONDS} s warm-up (load average ${loadavg()
      .map((l) => fmt(l, 1))
      .join(' ')}, 2 cores shared with the load generator)`,
  );
  console.log(
    `  mix: ${routes.map((route) => `${route.name} ${route.weight}%`).join(', ')}; a quarter of /, bundle and API list requests revalidate (If-None-Match)`,
  );
  console.log(
    `  requests: ${fmt(result.requests.total)} in ${fmt(result.duration, 1)} s = ${fmt(result.requests.average)} req/s`,
  );
  console.log(
    `  latency: average ${fmt(result.latency.average, 1)} ms, p50 ${fmt(result.latency.p50)} ms, p99 ${fmt(result.latency.p99)} ms, max ${fmt(result.latency.max)} ms`,
  );
  console.log(`  answers: ${counts.map(([status, count]) => `${status}×${fmt(count)}`).join(', ')}`);
  console.log(`  errors: ${result.errors} (timeouts ${result.timeouts}); answers other than 2xx/304: ${unexpected}`);
  console.log(
    `  server RSS (after a GC): at start ${fmt(cold.rssMiB, 1)} MiB, before the run ${fmt(before.rssMiB, 1)} MiB, after ${fmt(after.rssMiB, 1)} MiB: ${signed(change)} over the run (goal ≤ ${MEMORY_GOAL_PERCENT}%), ${signed(percent(cold.rssMiB, after.rssMiB))} since the start`,
  );
  console.log(
    `  goals: zero errors ${met.errors ? 'met' : 'NOT MET'}; zero non-2xx/304 ${met.answers ? 'met' : 'NOT MET'}; memory ${met.memory ? 'met' : 'NOT MET'}`,
  );
  return met.errors && met.answers && met.memory;
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-load-'));
  let server: ServerProcess | undefined;
  try {
    const dbFile = await writeCatalogDatabase(workDir, 'shop.sqlite', demoCatalog);
    // --expose-gc: the server collects garbage before it reports its memory, so the figures compare live memory.
    server = await startServerProcess('shop.ts', [dbFile], {
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim(),
    });
    process.exitCode = (await run(server)) ? 0 : 1;
  } finally {
    await server?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
