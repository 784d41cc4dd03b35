// GET /api/products on a catalogue far larger than the server's heap: streamed from the database, it
// is answered whole while the heap stays capped (a server that held the list would run out of memory).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateCatalogue, writeCatalogueDatabase } from '../../bench/support/catalogues';
import { NO_EMULATOR_ENV, startShop, type RunningShop } from '../support/shopProcess';

jest.setTimeout(300_000);

const PRODUCTS = 150_000;
const HEAP_MIB = 96;

const rssMiB = (pid: number): number =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

let dir: string;
let shop: RunningShop;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'shop-large-'));
  const file = await writeCatalogueDatabase(dir, 'shop.sqlite', generateCatalogue(PRODUCTS));
  shop = await startShop({
    env: { ...NO_EMULATOR_ENV, SQLITE_FILE: file, NODE_OPTIONS: `--max-old-space-size=${HEAP_MIB}` },
    readyTimeoutMs: 120_000,
  });
});
afterAll(async () => {
  await shop?.stop();
  rmSync(dir, { recursive: true, force: true });
});

it(`answers all ${PRODUCTS.toLocaleString('en')} products with a ${HEAP_MIB} MiB heap, RSS not growing with the list`, async () => {
  const pid = shop.child.pid!;
  await fetch(`${shop.url}/api/products/page?q=sofa`);
  const before = rssMiB(pid);
  const response = await fetch(`${shop.url}/api/products`, { headers: { 'accept-encoding': 'gzip' } });
  expect(response.status).toBe(200);
  const text = await response.text();
  const after = rssMiB(pid);
  const products = JSON.parse(text) as Array<{ id: number }>;
  expect(products).toHaveLength(PRODUCTS);
  expect(new Set(products.map((product) => product.id)).size).toBe(PRODUCTS);
  const listMiB = Buffer.byteLength(text) / 2 ** 20;
  console.log(`list ${listMiB.toFixed(0)} MiB JSON; server RSS ${before.toFixed(0)} → ${after.toFixed(0)} MiB`);
  expect(after - before).toBeLessThan(listMiB / 2);
  expect((await fetch(`${shop.url}/api`)).status).toBe(200);
});
