// `npx tsx bench/favourites-throughput.ts`: GET /api/favourites on one shop server (its own process,
// SQLite with the demo catalogue, emulator mode) with a valid unsigned ID token and 20 favourites,
// next to GET /api on the same server; then the token check alone, in this process, per mode.
// Settings: BENCH_SECONDS (default 10), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (10).
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { createIdTokenVerifier, type IdTokenVerifier } from '@/server/auth/idTokens';
import { demoCatalog } from '@/server/db/demoCatalog';
import { writeCatalogDatabase } from './support/catalogues';
import { claims } from './support/idTokenClaims';
import { measure, type LoadFigures, type LoadSettings } from './support/load';
import { startServerProcess, type ServerProcess } from './support/serverProcess';

const FAVOURITES = 20;
const settings: LoadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  durationSeconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
};

const fmt = (value: number, digits = 0): string =>
  value.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const row = (name: string, f: LoadFigures): string =>
  `  ${name.padEnd(22)} ${fmt(f.requestsPerSecond).padStart(9)} req/s  p50 ${fmt(f.p50Ms)} ms  p99 ${fmt(f.p99Ms)} ms  failures ${f.failures}`;

async function seedFavourites(shop: ServerProcess, token: string): Promise<void> {
  for (const product of demoCatalog.products.slice(0, FAVOURITES)) {
    const response = await fetch(`${shop.url}/api/favourites/${product.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 204) throw new Error(`PUT answered ${response.status}`);
  }
  const response = await fetch(`${shop.url}/api/favourites`, { headers: { authorization: `Bearer ${token}` } });
  const { productIds } = (await response.json()) as { productIds: number[] };
  if (productIds.length !== FAVOURITES) throw new Error(`GET answered ${productIds.length} favourites`);
}

/** Token checks per second, one after another (what one request costs the server's event loop). */
async function checksPerSecond(verifier: IdTokenVerifier, token: string, count = 20_000): Promise<number> {
  for (let index = 0; index < 500; index++) await verifier.accountOf(token); // warm-up, keys fetched
  const started = performance.now();
  for (let index = 0; index < count; index++) await verifier.accountOf(token);
  return count / ((performance.now() - started) / 1000);
}

async function tokenChecks(): Promise<void> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256' };
  const server = http.createServer((_request, response) => response.end(JSON.stringify({ keys: [jwk] })));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  try {
    const signed = await new SignJWT(claims('bench', 'uid-bench'))
      .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
      .sign(privateKey);
    const real = createIdTokenVerifier({ mode: 'firebase', projectId: 'bench', jwksUrl: `http://127.0.0.1:${port}/` });
    const emulator = createIdTokenVerifier({ mode: 'emulator', projectId: 'bench' });
    const unsigned = new UnsecuredJWT(claims('bench', 'uid-bench')).encode();
    console.log(`\ntoken check alone (this process, one at a time):`);
    console.log(`  emulator (alg none)    ${fmt(await checksPerSecond(emulator, unsigned))} checks/s`);
    console.log(`  real project (RS256)   ${fmt(await checksPerSecond(real, signed))} checks/s`);
  } finally {
    server.close();
  }
}

async function main(): Promise<void> {
  const [one, five] = loadavg();
  console.log(
    `Favourites API: autocannon, ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s per case`,
  );
  console.log(
    `machine: load average ${fmt(one ?? 0, 2)} (1 min) ${fmt(five ?? 0, 2)} (5 min), node ${process.version}, ${new Date().toISOString()}`,
  );
  const workDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-favourites-'));
  let shop: ServerProcess | undefined;
  try {
    const database = await writeCatalogDatabase(workDir, 'shop.sqlite', demoCatalog);
    // Emulator mode (nothing needs to run at that address): the server takes unsigned tokens.
    shop = await startServerProcess('shop.ts', [database], { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    const token = new UnsecuredJWT(claims('demo-shop', 'uid-bench')).encode();
    await seedFavourites(shop, token);
    console.log(`\none server, SQLite, ${FAVOURITES} favourites in the answer:`);
    console.log(
      row(
        'GET /api/favourites',
        await measure(`${shop.url}/api/favourites`, settings, { authorization: `Bearer ${token}` }),
      ),
    );
    console.log(row('GET /api (reference)', await measure(`${shop.url}/api`, settings)));
    const memory = await shop.memory();
    console.log(`  server memory after the runs: RSS ${memory.rssMiB} MiB, heap used ${memory.heapUsedMiB} MiB`);
  } finally {
    await shop?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
  await tokenChecks();
}

main().catch((error: unknown) => {
  console.error('bench failed:', error);
  process.exit(1);
});
