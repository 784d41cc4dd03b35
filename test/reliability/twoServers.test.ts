// Several copies of the shop on one PostgreSQL (README "Favourites API"): two real server processes
// share a database (a schema of their own in TEST_DATABASE_URL's). A favourite written through one
// is read through the other at once, and a catalogue import through the CLI is served by both
// within about 1.5 s (each checks the catalogue version at most once a second). Shop A starts the
// Auth emulator and shop B uses it (FIREBASE_AUTH_EMULATOR_HOST), so the token is a real one of
// the emulator's; both run in emulator mode on 127.0.0.1, which they say at start.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import type { Product } from '@/contract';
import type { CatalogInput } from '@/server/catalog/catalogInput';
import { demoCatalog } from '@/server/db/demoCatalog';
import { adminQuery } from '../server/support/testDatabase';
import { startShop, type RunningShop } from '../support/shopProcess';

jest.setTimeout(240_000);

const PROJECT_ROOT = path.resolve(__dirname, '../..');
const url = process.env.TEST_DATABASE_URL;
const describeWithPostgres = url ? describe : describe.skip;
if (!url) console.log('two servers on one PostgreSQL: skipped (set TEST_DATABASE_URL)');

const admin = (text: string) => adminQuery(url!, text);

/** A new account on the emulator, signed in: its ID token (alg none, as the emulator makes them). */
async function signUp(emulatorUrl: string, email: string): Promise<string> {
  const response = await fetch(`${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'geheim123', returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

async function api(shop: RunningShop, pathname: string, token?: string, method = 'GET') {
  const response = await fetch(`${shop.url}${pathname}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

function importCli(file: string, databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(PROJECT_ROOT, 'src/server/catalog/importCli.ts'), file],
    { cwd: PROJECT_ROOT, env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** Milliseconds until `check` holds, asking every 25 ms; fails after `limitMs`. */
async function msUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check()) return Math.round(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`not within ${limitMs} ms`);
}

/** Whether something accepts connections at host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

describeWithPostgres('two shop processes on one PostgreSQL', () => {
  const schema = `fav_${randomBytes(5).toString('hex')}`;
  const databaseUrl = `${url}${url?.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  let workDir: string;
  let a: RunningShop;
  let b: RunningShop;

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'shop-two-servers-'));
    await admin(`CREATE SCHEMA ${schema}`);
    // HOST unset: emulator mode must choose 127.0.0.1 by itself.
    a = await startShop({ env: { DATABASE_URL: databaseUrl, HOST: '' } });
    const emulatorHost = new URL(a.emulatorUrl ?? '').host;
    b = await startShop({ env: { DATABASE_URL: databaseUrl, HOST: '', FIREBASE_AUTH_EMULATOR_HOST: emulatorHost } });
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    rmSync(workDir, { recursive: true, force: true });
  });

  it('both say they are in emulator mode and listen on 127.0.0.1 only', async () => {
    for (const shop of [a, b]) {
      expect(shop.output()).toContain('Emulator mode: ID tokens carry no signature, so the shop listens on 127.0.0.1');
      expect(await accepts('127.0.0.1', shop.port)).toBe(true);
    }
    expect(b.output()).toContain(`Sign-in uses the Firebase Auth emulator at ${a.emulatorUrl}`);
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (outside) expect(await accepts(outside.address, a.port)).toBe(false);
    else console.log('no non-loopback IPv4 address on this machine: reachability from outside not checked');
  });

  it("a favourite written through one is read through the other at once, with the emulator's own token", async () => {
    const token = await signUp(a.emulatorUrl ?? '', `two-servers-${schema}@example.com`);
    const [first, second] = demoCatalog.products.map((product) => product.id).sort((x, y) => x - y);
    expect((await api(a, `/api/favourites/${first}`, token, 'PUT')).status).toBe(204);
    expect(await api(b, '/api/favourites', token)).toEqual({ status: 200, body: { productIds: [first] } });
    expect((await api(b, `/api/favourites/${second}`, token, 'PUT')).status).toBe(204);
    expect((await api(b, `/api/favourites/${first}`, token, 'DELETE')).status).toBe(204);
    expect(await api(a, '/api/favourites', token)).toEqual({ status: 200, body: { productIds: [second] } });
    expect((await api(b, '/api/favourites')).status).toBe(401);
  });

  it('a catalogue import through the CLI is served by both within about 1.5 s', async () => {
    const token = await signUp(a.emulatorUrl ?? '', `import-${schema}@example.com`);
    const [removed, kept] = demoCatalog.products;
    await api(a, `/api/favourites/${removed!.id}`, token, 'PUT');
    await api(a, `/api/favourites/${kept!.id}`, token, 'PUT');
    // Both have prepared their answers for the current version before the import.
    for (const shop of [a, b]) expect((await api(shop, '/api/products')).status).toBe(200);

    const added = { ...kept!, id: 90_001, title: 'Neu im Sortiment: Hocker' };
    const catalogue: CatalogInput = {
      categories: demoCatalog.categories,
      products: [...demoCatalog.products.filter((product) => product.id !== removed!.id), added],
    };
    const file = path.join(workDir, 'catalogue.json');
    writeFileSync(file, JSON.stringify(catalogue));
    // Shoppers keep asking while the import runs, so each server's last version check is recent
    // when the import commits: the wait measured below is the worst case, not a lucky one.
    let importing = true;
    const keepAsking = Promise.all(
      [a, b].map(async (shop) => {
        while (importing) await api(shop, '/api/products');
      }),
    );
    const imported = await importCli(file, databaseUrl).finally(() => (importing = false));
    await keepAsking;
    expect(imported.output).toMatch(/Imported 9 categories and \d+ products/);
    expect(imported.code).toBe(0);

    const serves = (shop: RunningShop) => async () => {
      const products = (await api(shop, '/api/products')).body as Product[];
      return products.some((product) => product.id === added.id) && !products.some((p) => p.id === removed!.id);
    };
    const [msA, msB] = await Promise.all([msUntil(serves(a), 5000), msUntil(serves(b), 5000)]);
    console.log(`catalogue import served by shop A after ${msA} ms, by shop B after ${msB} ms`);
    expect(Math.max(msA, msB)).toBeLessThanOrEqual(1500 + 500); // the version check's second, a rebuild, a busy machine
    // The favourites read the database itself: the removed product is gone at once, on both.
    for (const shop of [a, b]) {
      expect(await api(shop, '/api/favourites', token)).toEqual({ status: 200, body: { productIds: [kept!.id] } });
    }
    expect((await api(b, `/api/product/${added.id}`)).status).toBe(200);
  });
});
