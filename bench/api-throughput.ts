// `npm run bench` (performance goal 4): GET /api/products with gzip accepted, side by side on the same
// data, for our server, json-server 0.17 and a bare node:http server answering a prepared gzip
// buffer; GET /api p99 at 50 connections; the page's first script with brotli accepted (static
// files). Every server runs in its own process; this process only generates load.
// Settings: BENCH_SECONDS (default 10), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (50).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { benchCatalogs, writeCatalogDatabase, type NamedCatalog } from './support/catalogues';
import { fetchJson, measure, type LoadFigures, type LoadSettings } from './support/load';
import { startServerProcess, type ServerProcess } from './support/serverProcess';

const GOALS = { versusJsonServer: 5, versusBare: 0.8, apiP99Ms: 10 };

const settings: LoadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  durationSeconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
};

const fmt = (value: number, digits = 0): string =>
  value.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const verdict = (met: boolean): string => (met ? 'met' : 'NOT MET');

/** The first script the shop's page loads (/assets/main.<hash>.js), checked to come brotli-encoded. */
async function firstScriptOf(url: string): Promise<string> {
  const page = await (await fetch(`${url}/`)).text();
  const script = /<script[^>]*\bsrc="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
  if (!script) throw new Error('the page loads no script: run `npm run build` first');
  const response = await fetch(`${url}${script}`, { headers: { 'accept-encoding': 'br' } });
  await response.arrayBuffer();
  if (response.headers.get('content-encoding') !== 'br') throw new Error(`${script} did not answer brotli`);
  return script;
}

function row(path: string, server: string, figures: LoadFigures): string {
  return `  ${path.padEnd(18)} ${server.padEnd(12)} ${fmt(figures.requestsPerSecond).padStart(9)} ${fmt(figures.p50Ms).padStart(7)} ${fmt(figures.p99Ms).padStart(7)} ${String(figures.failures).padStart(8)}`;
}

async function benchCatalog({ name, catalogue }: NamedCatalog, workDir: string, index: number): Promise<boolean> {
  const servers: Record<string, ServerProcess> = {};
  try {
    servers.shop = await startServerProcess('shop.ts', [
      await writeCatalogDatabase(workDir, `shop-${index}.sqlite`, catalogue),
    ]);
    // json-server and the bare server get exactly the JSON our server answers.
    const products = await fetchJson(`${servers.shop.url}/api/products`);
    const categories = await fetchJson(`${servers.shop.url}/api`);
    const dbFile = path.join(workDir, `db-${index}.json`);
    writeFileSync(dbFile, `{"products":${products.text},"categories":${categories.text}}`);
    const bareFile = path.join(workDir, `bare-${index}.json`);
    writeFileSync(bareFile, JSON.stringify({ '/api/products': products.text, '/api': categories.text }));
    servers['json-server'] = await startServerProcess('jsonServer.ts', [dbFile]);
    servers['bare node'] = await startServerProcess('bare.ts', [bareFile]);
    for (const [server, process] of Object.entries(servers)) {
      const answer = await fetchJson(`${process.url}/api/products`);
      if (JSON.stringify(JSON.parse(answer.text)) !== JSON.stringify(JSON.parse(products.text)))
        throw new Error(`${server} answers other products`);
    }

    console.log(
      `\n${name}: /api/products ${fmt(products.text.length / 1024, 1)} KiB JSON, ${fmt(products.gzipBytes / 1024, 1)} KiB gzip (ours)`,
    );
    console.log(
      `  ${'request'.padEnd(18)} ${'server'.padEnd(12)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'failures'.padStart(8)}`,
    );
    const results: Record<string, LoadFigures> = {};
    for (const server of ['shop', 'json-server', 'bare node']) {
      results[server] = await measure(`${servers[server]?.url}/api/products`, settings);
      console.log(row('GET /api/products', server, results[server]));
    }
    const api = await measure(`${servers.shop.url}/api`, settings);
    console.log(row('GET /api', 'shop', api));
    const bareApi = await measure(`${servers['bare node'].url}/api`, settings);
    console.log(row('GET /api', 'bare node', bareApi));
    const script = await firstScriptOf(servers.shop.url);
    const asset = await measure(`${servers.shop.url}${script}`, settings, { 'accept-encoding': 'br' });
    console.log(row('GET main.js (br)', 'shop', asset));

    const shop = results.shop as LoadFigures;
    const versusJson = shop.requestsPerSecond / (results['json-server']?.requestsPerSecond || Number.NaN);
    const versusBare = shop.requestsPerSecond / (results['bare node']?.requestsPerSecond || Number.NaN);
    const checks = [
      [
        `GET /api/products shop / json-server = ${fmt(versusJson, 1)}× (goal ≥ ${GOALS.versusJsonServer}×)`,
        versusJson >= GOALS.versusJsonServer,
      ],
      [
        `GET /api/products shop / bare node   = ${fmt(versusBare, 2)}× (goal ≥ ${GOALS.versusBare}×)`,
        versusBare >= GOALS.versusBare,
      ],
      [
        `GET /api p99 at ${settings.connections} connections = ${fmt(api.p99Ms)} ms (goal ≤ ${GOALS.apiP99Ms} ms)`,
        api.p99Ms <= GOALS.apiP99Ms,
      ],
      [`no failed requests (shop)`, shop.failures === 0 && api.failures === 0 && asset.failures === 0],
    ] as const;
    for (const [text, met] of checks) console.log(`  ${text}: ${verdict(met)}`);
    const memory = await Promise.all(
      Object.entries(servers).map(async ([server, process]) => [server, await process.memory()] as const),
    );
    console.log(
      `  memory after the runs (RSS / heap used): ${memory.map(([server, m]) => `${server} ${m.rssMiB} / ${m.heapUsedMiB} MiB`).join('; ')}`,
    );
    return checks.every(([, met]) => met);
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  const [one, five] = loadavg();
  console.log(
    `API throughput: autocannon, ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s per case, accept-encoding gzip`,
  );
  console.log(
    `machine: load average ${fmt(one ?? 0, 2)} (1 min) ${fmt(five ?? 0, 2)} (5 min), node ${process.version}, ${new Date().toISOString()}`,
  );
  let allMet = true;
  try {
    for (const [index, catalogue] of benchCatalogs().entries())
      allMet = (await benchCatalog(catalogue, workDir, index)) && allMet;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  console.log(`\nall API goals met: ${allMet ? 'yes' : 'NO'}`);
}

main().catch((error: unknown) => {
  console.error('bench failed:', error);
  process.exit(1);
});
