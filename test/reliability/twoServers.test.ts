// Several copies of the shop on one PostgreSQL (README "Favourites API"): two real server processes
// share a database (a schema of their own in TEST_DATABASE_URL's). A favourite written through one
// is read through the other at once, and a catalogue import through the CLI is served by both once
// they have checked the catalogue version again (each does at most once a second: that second is
// tested on a clock moved by hand in preparedCatalog.test.ts; here the wait is only printed). Shop A starts the
// Auth emulator and shop B uses it (FIREBASE_AUTH_EMULATOR_HOST), so the token is a real one of
// the emulator's; both run in emulator mode on 127.0.0.1, which they say at start.
// They share one Redis of the test's own (REDIS_URL), so the write limit is one for both; the test
// stops it at the end to see the shop go on. Both log at info, which must hold no token or email.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import type { Product } from '@/contract';
import type { CatalogInput } from '@/server/catalog/catalogInput';
import { demoCatalog } from '@/server/db/demoCatalog';
import { adminQuery } from '../server/support/adminQuery';
import { describeWithPostgres } from '../server/support/testDatabase';
import { parseMetrics, sampleValue } from '../support/prometheusText';
import { until } from '../support/eventually';
import { startShop, type RunningShop } from '../support/shopProcess';
import { startOwnRedis, type OwnRedis } from './support/ownRedis';

jest.setTimeout(240_000);

const PROJECT_ROOT = path.resolve(__dirname, '../..');
const url = process.env.TEST_DATABASE_URL;

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
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : undefined,
    retryAfter: response.headers.get('retry-after') ?? undefined,
  };
}

/** The account an ID token is for (its `sub`). */
const accountOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

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
  let redis: OwnRedis;
  /** Every token the test sent: none may show up in the logs. */
  const tokens: string[] = [];
  const newToken = async (name: string) => {
    const token = await signUp(a.emulatorUrl ?? '', `${name}-${schema}@example.com`);
    tokens.push(token);
    return token;
  };

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'shop-two-servers-'));
    await admin(`CREATE SCHEMA ${schema}`);
    redis = await startOwnRedis();
    const env = { DATABASE_URL: databaseUrl, HOST: '', REDIS_URL: redis.url, LOG_LEVEL: 'info', METRICS_PORT: '0' };
    // HOST unset: emulator mode must choose 127.0.0.1 by itself.
    a = await startShop({ env });
    const emulatorHost = new URL(a.emulatorUrl ?? '').host;
    b = await startShop({ env: { ...env, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost } });
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
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
    const token = await newToken('two-servers');
    const [first, second] = demoCatalog.products.map((product) => product.id).sort((x, y) => x - y);
    expect((await api(a, `/api/favourites/${first}`, token, 'PUT')).status).toBe(204);
    expect(await api(b, '/api/favourites', token)).toEqual({ status: 200, body: { productIds: [first] } });
    expect((await api(b, `/api/favourites/${second}`, token, 'PUT')).status).toBe(204);
    expect((await api(b, `/api/favourites/${first}`, token, 'DELETE')).status).toBe(204);
    expect(await api(a, '/api/favourites', token)).toEqual({ status: 200, body: { productIds: [second] } });
    expect((await api(b, '/api/favourites')).status).toBe(401);
  });

  it('a catalogue import through the CLI is served by both, without a restart', async () => {
    const token = await newToken('import');
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
    // when the import commits: the wait printed below is the worst case, not a lucky one.
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
    // Asked until both serve it (the test's timeout is the limit); how long that took is information.
    const importedAt = performance.now();
    const servedAfterMs = (shop: RunningShop) =>
      until(serves(shop)).then(() => Math.round(performance.now() - importedAt));
    const [msA, msB] = await Promise.all([servedAfterMs(a), servedAfterMs(b)]);
    console.log(`catalogue import served by shop A after ${msA} ms, by shop B after ${msB} ms (printed, not judged)`);
    // The favourites read the database itself: the removed product is gone at once, on both.
    for (const shop of [a, b]) {
      expect(await api(shop, '/api/favourites', token)).toEqual({ status: 200, body: { productIds: [kept!.id] } });
    }
    expect((await api(b, `/api/product/${added.id}`)).status).toBe(200);
  });

  it('share one write limit: 70 writes alternating between the copies, exactly 60 pass, 10 get 429', async () => {
    const token = await newToken('limit');
    const product = demoCatalog.products[1]; // the import above removed the first
    const statuses: number[] = [];
    for (let index = 0; index < 70; index++) {
      const answer = await api(
        index % 2 ? b : a,
        `/api/favourites/${product!.id}`,
        token,
        index % 4 < 2 ? 'PUT' : 'DELETE',
      );
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
        expect(Number(answer.retryAfter)).toBeLessThanOrEqual(60);
      }
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual(Array(10).fill(429));
  });

  it('keep the 1000 limit across both: 995 held, 30 PUTs at once through both end at exactly 1000', async () => {
    const token = await newToken('full');
    const category = `(SELECT cat_name FROM ${schema}.categories ORDER BY position LIMIT 1)`;
    await admin(
      `INSERT INTO ${schema}.products (id, title, price_cents, description, mark, category, position)
       SELECT g, 'Artikel ' || g, 100, 'Aus einer großen Lieferung.', 'Großhandel', ${category}, g
       FROM generate_series(200001, 201030) AS g`,
    );
    // As every writer keeps it (catalog/moveCatalogOn.ts): the count the shop answers and reports.
    await admin(`UPDATE ${schema}.catalog_meta SET product_count = product_count + 1030`);
    await admin(
      `INSERT INTO ${schema}.favourites (account, product_id)
       SELECT '${accountOf(token)}', g FROM generate_series(200001, 200995) AS g`,
    );
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        api(index % 2 ? b : a, `/api/favourites/${200996 + index}`, token, 'PUT'),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(5);
    // The rest are refused; on a machine too busy to hand out a database connection within 3 s a
    // waiting one gets 503 (try again) instead of 409, never a 204.
    const refused = statuses.filter((status) => status === 409).length;
    expect(refused + statuses.filter((status) => status === 503).length).toBe(25);
    expect(refused).toBeGreaterThan(0);
    expect(((await api(b, '/api/favourites', token)).body as { productIds: number[] }).productIds).toHaveLength(1000);
  });

  it('export and erase the account through either copy', async () => {
    const token = await newToken('erase');
    const product = demoCatalog.products[1]; // the import above removed the first
    await api(a, `/api/favourites/${product!.id}`, token, 'PUT');
    const exported = (await api(b, '/api/account', token)).body as { favourites: Array<{ productId: number }> };
    expect(exported.favourites.map((favourite) => favourite.productId)).toEqual([product!.id]);
    expect((await api(b, '/api/account', token, 'DELETE')).status).toBe(204);
    expect((await api(a, '/api/account', token, 'DELETE')).status).toBe(204);
    expect(await api(a, '/api/favourites', token)).toMatchObject({ status: 200, body: { productIds: [] } });
  });

  it('serve metrics on their own port only, with request durations by route pattern', async () => {
    const metricsUrl = /Metrics at (http:\/\/\S+\/metrics)/.exec(a.output())?.[1];
    expect(metricsUrl).toBeDefined();
    const answer = await fetch(metricsUrl!);
    expect(answer.status).toBe(200);
    const samples = parseMetrics(await answer.text());
    const writes = { method: 'PUT', route: '/api/favourites/:productId', status: '204' };
    expect(
      sampleValue(samples, 'shop_http_request_duration_seconds_bucket', { ...writes, le: '+Inf' }),
    ).toBeGreaterThan(0);
    expect(sampleValue(samples, 'shop_rate_limit_refusals_total')).toBe(5);
    expect(sampleValue(samples, 'shop_favourites_writes_total', { operation: 'put', outcome: 'full' })).toBeGreaterThan(
      0,
    );
    expect(sampleValue(samples, 'shop_catalogue_products')).toBeGreaterThan(1000);
    const publicMetrics = await fetch(`${a.url}/metrics`);
    expect(await publicMetrics.text()).not.toContain('shop_http_request_duration_seconds');
  });

  it('log every request once with its id, and never a token, an email address or an action code', async () => {
    const token = await newToken('logged');
    await fetch(`${a.url}/api/favourites`, {
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'log-check-1' },
    });
    await fetch(`${b.url}/auth/action?mode=resetPassword&oobCode=SECRETCODE123&email=kundin%40example.com&lang=de`);
    // A request's line is written after its answer, and each copy writes its lines in order: once a
    // later request's line is there, every line of the requests above is too.
    for (const shop of [a, b]) {
      const last = `log-check-end-${shop.port}`;
      await fetch(`${shop.url}/api`, { headers: { 'x-request-id': last } }); // /healthz is not logged
      await until(() => shop.output().includes(`"reqId":"${last}"`));
    }
    const logs = a.output() + b.output();
    const requestLines = logs.split('\n').filter((line) => line.includes('"msg":"request"'));
    expect(requestLines.filter((line) => line.includes('"reqId":"log-check-1"'))).toHaveLength(1);
    expect(logs).toContain('oobCode=[redacted]&email=[redacted]&lang=de');
    expect(logs).not.toContain('SECRETCODE123');
    expect(logs).not.toContain('@example.com');
    for (const sent of tokens) {
      expect(logs).not.toContain(sent);
      expect(logs).not.toContain(sent.split('.')[1]);
    }
  });

  it('go on answering writes when Redis stops, and say so once', async () => {
    // Only what is said from here: on a busy machine a copy may have told of a slow first connection.
    const said = new Map([a, b].map((shop) => [shop, shop.output().length]));
    await redis.stop();
    const token = await newToken('no-redis');
    const product = demoCatalog.products[1]; // the import above removed the first
    for (let index = 0; index < 6; index++) {
      const answer = await api(index % 2 ? b : a, `/api/favourites/${product!.id}`, token, 'PUT');
      expect(answer.status).toBe(204);
    }
    for (const shop of [a, b]) {
      const since = shop.output().slice(said.get(shop));
      expect(since.match(/Redis cannot be reached/g)).toHaveLength(1);
      expect(since).toContain('each copy now counts the search limit, the write limit and the order limit on its own');
      expect((await api(shop, '/api/favourites', token)).status).toBe(200);
    }
  });

  it('turn /readyz to 503 when the database goes away, while /healthz stays 200', async () => {
    for (const shop of [a, b]) expect((await api(shop, '/readyz')).status).toBe(200);
    await admin(`DROP SCHEMA ${schema} CASCADE`);
    for (const shop of [a, b]) {
      expect(await api(shop, '/readyz')).toMatchObject({ status: 503, body: { error: 'not_ready' } });
      expect(await api(shop, '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    }
  });
});
