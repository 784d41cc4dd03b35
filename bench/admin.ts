// `npm run bench:admin -- [products]`: the staff product table (GET /api/admin/products, issue 38)
// at 1,000,000 products (or `products`, e.g. 100000 for a quick run) on SQLite and, when
// TEST_DATABASE_URL is set, PostgreSQL. Each database is filled by the shop's own import
// (`catalog:import` in a child process), then buildApp serves it in this process (emulator mode:
// unsigned ID tokens, no emulator running) to one staff member, and each case sends REQUESTS
// requests one after another, after WARMUP untimed ones: the first page, a deep page of the list,
// a rare title search, a frequent one (its count stops at the cap), and a product by '#id'. p50 and
// p95 of the wall time of each fetch; every answer must be 200. Figures only; the issue's goal is
// 300 ms for the first page and a search. Then the staff import (measureImport.ts): the preview and
// the import of a 100,000-row CSV, in s, with the server's and its import process's peak RSS. Then the
// saves (support/saveRoundTrips.ts): the round trip, the shopper's answer right after, and a sitemap
// part after a save. Then the staff's order list at 100,000 orders (support/orderListRows.ts): the first
// page, a status filter, an email search and '#number'. `npm run bench:admin -- 100000 orders` runs the
// order rows alone.
import { loadavg } from 'node:os';
import { demoCatalog } from '@/server/db/demoCatalog';
import { VARIANTS } from './support/catalogues';
import { saveRows } from './support/saveRoundTrips';
import { IMPORT_TABLE_HEAD, measureImport } from './support/measureImport';
import { ORDERS, orderListRows, seedOrders } from './support/orderListRows';
import { onEachStaffShop, percentile, productsFromArgs, type StaffBenchShop } from './support/staffBenchShop';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const WARMUP = 5;

const between = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1));
/** Rounds of the generated titles (`<demo title> <variant> <round>`, the variant by round): one product of each demo one. */
const roundsOf = (products: number) => Math.ceil(products / demoCatalog.products.length);
/** '<variant> <round>' of a round that exists: a term that finds that round's products (and the rounds it begins). */
function rareTerm(products: number): string {
  const round = between(1, roundsOf(products));
  return `${VARIANTS[round % VARIANTS.length]} ${round}`;
}

interface Case {
  name: string;
  query: (products: number) => string;
}

const CASES: Case[] = [
  { name: 'first page (50)', query: () => '' },
  { name: 'list, deep page (50)', query: (products) => `?offset=${between(0, Math.max(0, products - 50))}` },
  {
    name: 'search, rare term',
    query: (products) => `?q=${encodeURIComponent(rareTerm(products))}`,
  },
  {
    name: 'search, frequent term (capped)',
    query: () => `?q=${['edition', 'modell', 'serie', 'zoll', 'akku'][between(0, 4)]}`,
  },
  { name: "'#id'", query: (products) => `?q=${encodeURIComponent(`#${between(1, products)}`)}` },
];

const imports: string[] = [];

/** Only the order rows: `orders` among the arguments. */
const ordersOnly = process.argv.slice(2).includes('orders');

async function measureOrders({ engine, products, url, headers, db }: StaffBenchShop): Promise<void> {
  const seconds = await seedOrders(db);
  console.error(`    ${ORDERS.toLocaleString('en')} orders written in ${seconds.toFixed(1)} s`);
  for (const row of await orderListRows(url, headers, REQUESTS, WARMUP))
    console.log(`| ${engine} | ${products.toLocaleString('en')} | ${row} |`);
}

async function measureShop(shop: StaffBenchShop): Promise<void> {
  const { engine, products, url, token, headers, dir } = shop;
  if (ordersOnly) return measureOrders(shop);
  for (const each of CASES) {
    const times: number[] = [];
    let matching = '';
    for (let index = 0; index < WARMUP + REQUESTS; index++) {
      const started = performance.now();
      const response = await fetch(`${url}/api/admin/products${each.query(products)}`, { headers });
      const body = (await response.json()) as { matching: number; matchingCapped: boolean };
      const ms = performance.now() - started;
      if (response.status !== 200) throw new Error(`${each.name}: ${response.status} ${JSON.stringify(body)}`);
      if (index >= WARMUP) times.push(ms);
      matching = `${body.matching}${body.matchingCapped ? '+' : ''}`;
    }
    times.sort((a, b) => a - b);
    console.log(
      `| ${engine} | ${products.toLocaleString('en')} | ${each.name} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${matching} |`,
    );
  }
  imports.push(await measureImport({ engine, url, headers, products, dir }));
  // After the import, whose memory figures the sitemap parts' compression would otherwise swell.
  for (const row of await saveRows(url, token, products)) {
    const times = row.times.sort((a, b) => a - b);
    console.log(
      `| ${engine} | ${products.toLocaleString('en')} | ${row.name} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${row.note} |`,
    );
  }
  await measureOrders(shop);
}

async function main(): Promise<void> {
  const [one] = loadavg();
  console.log(
    `GET /api/admin/products and /api/admin/orders, ${REQUESTS} requests one at a time per case after ${WARMUP} untimed; ` +
      `load average ${(one ?? 0).toFixed(2)}, node ${process.version}, ${new Date().toISOString()}`,
  );
  console.log(
    '| database | products | request | p50 ms | p95 ms | matching, or orders shown (last) |\n|---|---|---|---|---|---|',
  );
  await onEachStaffShop(productsFromArgs(), measureShop);
  if (imports.length > 0) console.log(`\n${IMPORT_TABLE_HEAD}\n${imports.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error('bench failed:', error);
  process.exit(1);
});
