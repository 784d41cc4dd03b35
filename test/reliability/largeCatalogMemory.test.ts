// GET /api/products on a catalogue far larger than the server's heap: streamed from the database, it
// is answered whole while the server's memory stays flat. What the server holds is its heap, capped
// here below the list's size (a server that built the list would run out), and its buffers outside the
// heap, read from its own metrics while the list is read slowly (a stream that ignored back-pressure
// would queue the list there). RSS is not the measure: it also counts garbage the collector has not
// reclaimed yet, which on a busy machine fills the heap up to its cap whatever the list's size.
import { mkdtempSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateCatalog, writeCatalogDatabase } from '../../bench/support/catalogues';
import { NO_EMULATOR_ENV, startShop, type RunningShop } from '../support/shopProcess';
import { parseMetrics, sampleValue } from '../support/prometheusText';

jest.setTimeout(300_000);

const PRODUCTS = 150_000;
const HEAP_MIB = 96;

let dir: string;
let shop: RunningShop;
let metricsUrl: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'shop-large-'));
  const file = await writeCatalogDatabase(dir, 'shop.sqlite', generateCatalog(PRODUCTS));
  shop = await startShop({
    env: {
      ...NO_EMULATOR_ENV,
      SQLITE_FILE: file,
      METRICS_PORT: '0',
      NODE_OPTIONS: `--max-old-space-size=${HEAP_MIB}`,
    },
    readyTimeoutMs: 120_000,
  });
  metricsUrl = /Metrics at (http:\/\/\S+\/metrics)/.exec(shop.output())![1]!;
});
afterAll(async () => {
  await shop?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The server's memory outside its heap: Buffers, the compressor's and the socket's queues. */
async function externalMiB(): Promise<number> {
  const samples = parseMetrics(await (await fetch(metricsUrl)).text());
  return sampleValue(samples, 'nodejs_external_memory_bytes')! / 2 ** 20;
}

/** Reads the answer more slowly than the server can write it, noting the server's external memory. */
async function readSlowly(response: Response): Promise<{ text: string; peakExternalMiB: number }> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let peakExternalMiB = 0;
  for (let chunk = 0; ; chunk++) {
    const { done, value } = await reader.read();
    if (done) return { text: text + decoder.decode(), peakExternalMiB };
    text += decoder.decode(value, { stream: true });
    if (chunk % 64 === 0) {
      await sleep(20);
      peakExternalMiB = Math.max(peakExternalMiB, await externalMiB());
    }
  }
}

it(`answers all ${PRODUCTS.toLocaleString('en')} products with a ${HEAP_MIB} MiB heap, its buffers not growing with the list`, async () => {
  await fetch(`${shop.url}/api/products/page?q=sofa`);
  const externalBefore = await externalMiB();
  const response = await fetch(`${shop.url}/api/products`, { headers: { 'accept-encoding': 'gzip' } });
  expect(response.status).toBe(200);
  const { text, peakExternalMiB } = await readSlowly(response);
  const products = JSON.parse(text) as Array<{ id: number }>;
  expect(products).toHaveLength(PRODUCTS);
  expect(new Set(products.map((product) => product.id)).size).toBe(PRODUCTS);
  const listMiB = Buffer.byteLength(text) / 2 ** 20;
  console.log(
    `list ${listMiB.toFixed(0)} MiB JSON; server memory outside the heap ${externalBefore.toFixed(1)} → at most ${peakExternalMiB.toFixed(1)} MiB while it was read`,
  );
  expect(listMiB).toBeGreaterThan(HEAP_MIB / 2);
  expect(peakExternalMiB - externalBefore).toBeLessThan(listMiB / 10);
  expect((await fetch(`${shop.url}/api`)).status).toBe(200);
});
