// `npm run bench:orders -- [products]`: orders at 1,000,000 products (or `products`) on SQLite and, when
// TEST_DATABASE_URL is set, PostgreSQL (docs/performance.md, "Orders"). Each database is filled by the
// shop's own import, every product given stock, selling switched on, and the shop started as its own
// process (ORDER_RATE_LIMIT=0). Two cases: 16 connections placing orders of one to three lines (each a new
// Idempotency-Key) while 16 more read product pages never asked before; then 32 connections buying a hot
// product with stock 1,000 until it is gone, after which the orders and the stock are counted. Figures
// only: nothing is asserted. BENCH_BASELINE=<another checkout> measures its shop too, interleaved with
// this one's on the same database; BENCH_ENGINES=PostgreSQL (or SQLite) measures one database.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type RequestParams } from 'autocannon';
import { sql } from 'kysely';
import { orderTotals, type ShopSettings, type VatRate } from '@/contract';
import { openDatabase, type ShopDb } from '@/server/db/connection';
import { isSqlite } from '@/server/db/dialect';
import { SELLING_API } from '@/sellingRoutes';
import { NO_EMULATOR_ENV, startShop } from '../test/support/shopProcess';
import { writeCatalogFile } from './support/catalogFiles';
import { FreshPaths, pathKinds } from './support/freshPaths';
import { freshDatabase, importOnce, postgresAdminUrl, type Engine } from './support/importRun';
import { measureFresh, type FreshLoadSettings } from './support/load';
import { settle } from './support/settle';
import { productsFromArgs } from './support/staffBenchShop';

const root = path.resolve(__dirname, '..');
const SETTINGS: FreshLoadSettings = { connections: 16, durationSeconds: 8, warmupSeconds: 2, timeoutSeconds: 30 };
const HOT_STOCK = 1000;
/** Every product's stock: more than the bench can sell. */
const STOCK = 1_000_000;
/** Products whose prices the bench reads, to send the right expected totals. */
const SAMPLE = 20_000;

const SELLING: ShopSettings = {
  selling: true,
  seller: {
    name: 'Bench GmbH',
    street: 'Weg 1',
    postalCode: '10115',
    city: 'Berlin',
    email: 'b@example.com',
    iban: 'DE89370400440532013000',
  },
  shipping: { flatCents: 495, freeFromCents: 50_000 },
  paymentMethods: ['prepayment', 'invoice'],
  legal: { imprint: 'I', terms: 'T', withdrawal: 'W', privacy: 'P', shippingInfo: 'S' },
};

interface Priced {
  id: number;
  priceCents: number;
  vatRate: VatRate;
}

async function prepareSelling(db: ShopDb, products: number): Promise<Priced[]> {
  await db.updateTable('products').set({ stock: STOCK }).execute();
  // The bench's own bulk update leaves a dead version of every row on PostgreSQL: cleared before measuring.
  if (!isSqlite(db)) await sql`vacuum analyze products`.execute(db);
  await db.deleteFrom('shop_settings').execute();
  await db
    .insertInto('shop_settings')
    .values({ id: 1, version: 1, settings: JSON.stringify(SELLING) })
    .execute();
  const ids = Array.from({ length: SAMPLE }, () => 1 + Math.floor(Math.random() * products));
  const rows = await db
    .selectFrom('products')
    .select(['id', 'price_cents', 'vat_rate'])
    .where('id', 'in', ids)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    priceCents: Number(row.price_cents),
    vatRate: Number(row.vat_rate) as VatRate,
  }));
}

function orderBody(lines: { product: Priced; quantity: number }[]): string {
  const totals = orderTotals(
    lines.map(({ product, quantity }) => ({ quantity, unitPriceCents: product.priceCents, vatRate: product.vatRate })),
    SELLING.shipping,
  );
  return JSON.stringify({
    email: 'bench@example.com',
    name: 'Bench Käufer',
    address: { street: 'Gartenweg 5', postalCode: '80331', city: 'München', country: 'DE' },
    paymentMethod: 'invoice',
    lines: lines.map(({ product, quantity }) => ({ productId: product.id, quantity })),
    expectedTotalCents: totals.totalCents,
  });
}

/** One to three distinct products of the sample, one or two of each. */
function randomOrder(sample: Priced[]): string {
  const count = 1 + Math.floor(Math.random() * 3);
  const chosen = new Map<number, Priced>();
  while (chosen.size < count) {
    const product = sample[Math.floor(Math.random() * sample.length)]!;
    chosen.set(product.id, product);
  }
  return orderBody([...chosen.values()].map((product) => ({ product, quantity: 1 + Math.floor(Math.random() * 2) })));
}

async function placingOrders(url: string, sample: Priced[]) {
  const options = {
    url: `${url}${SELLING_API.orders}`,
    connections: SETTINGS.connections,
    timeout: SETTINGS.timeoutSeconds,
    method: 'POST',
    requests: [
      {
        setupRequest(request: RequestParams) {
          return {
            ...request,
            method: 'POST',
            body: randomOrder(sample),
            headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          };
        },
      },
    ],
  };
  await autocannon({ ...options, duration: SETTINGS.warmupSeconds });
  const result = await autocannon({ ...options, duration: SETTINGS.durationSeconds });
  const created = result.statusCodeStats['201']?.count ?? 0;
  const other = Object.entries(result.statusCodeStats)
    .filter(([status]) => status !== '201')
    .map(([status, { count }]) => `${status}×${count}`);
  return {
    perSecond: created / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: [...other, ...(result.errors ? [`${result.errors} errors`] : [])].join(', '),
  };
}

async function hotProduct(url: string, db: ShopDb, product: Priced) {
  await db.updateTable('products').set({ stock: HOT_STOCK }).where('id', '=', product.id).execute();
  const before = await db
    .selectFrom('order_lines')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('product_id', '=', product.id)
    .executeTakeFirstOrThrow();
  const result = await autocannon({
    url: `${url}${SELLING_API.orders}`,
    connections: 32,
    amount: HOT_STOCK + 500,
    timeout: SETTINGS.timeoutSeconds,
    requests: [
      {
        setupRequest: (request: RequestParams) => ({
          ...request,
          method: 'POST',
          body: orderBody([{ product, quantity: 1 }]),
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        }),
      },
    ],
  });
  const after = await db
    .selectFrom('order_lines')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('product_id', '=', product.id)
    .executeTakeFirstOrThrow();
  const stock = await db.selectFrom('products').select('stock').where('id', '=', product.id).executeTakeFirstOrThrow();
  return {
    created: result.statusCodeStats['201']?.count ?? 0,
    refused: result.statusCodeStats['409']?.count ?? 0,
    orders: Number(after.n) - Number(before.n),
    stock: Number(stock.stock),
  };
}

/** The builds measured, interleaved on one database: this checkout, and BENCH_BASELINE's when set. */
function builds(): { label: string; root: string }[] {
  const baseline = process.env.BENCH_BASELINE;
  if (!baseline) return [{ label: 'this build', root }];
  const both = [
    { label: 'this build', root },
    { label: 'baseline', root: path.resolve(baseline) },
  ];
  return [...both, ...both];
}

async function measureBuild(
  engine: Engine,
  build: { label: string; root: string },
  db: ShopDb,
  sample: Priced[],
  env: Record<string, string>,
  nextPage: () => string,
): Promise<void> {
  const shop = await startShop({ root: build.root, env, readyTimeoutMs: 180_000 });
  try {
    // The start's own work (the upkeep after a migration, a SQLite file's check) is not measured.
    const postgres = env.DATABASE_URL
      ? { adminUrl: postgresAdminUrl()!, database: new URL(env.DATABASE_URL).pathname.slice(1) }
      : undefined;
    if (!(await settle([{ pid: shop.child.pid!, postgres }], 600_000)))
      console.error(`    ${engine}: the shop was still busy after 10 minutes; measured anyway`);
    const [orders, pages] = await Promise.all([
      placingOrders(shop.url, sample),
      measureFresh(shop.url, nextPage, SETTINGS),
    ]);
    const which = `${engine}${builds().length > 1 ? `, ${build.label}` : ''}`;
    console.log(
      `| ${which} | orders of 1–3 lines, 16 connections | ${orders.perSecond.toFixed(0)}/s | ${orders.p50} ms | ${orders.p99} ms | ${orders.failures || 'none'} |`,
    );
    console.log(
      `| ${which} | product pages meanwhile, 16 connections | ${pages.requestsPerSecond.toFixed(0)}/s | ${pages.p50Ms} ms | ${pages.p99Ms} ms | ${pages.failureDetail || 'none'} |`,
    );
    const hot = await hotProduct(shop.url, db, sample[0]!);
    // Sold out now: stocked again, or the next build's orders that pick it would be refused.
    await db.updateTable('products').set({ stock: STOCK }).where('id', '=', sample[0]!.id).execute();
    console.log(
      `| ${which} | hot product, stock ${HOT_STOCK}, 32 connections, ${HOT_STOCK + 500} orders | ${hot.created} placed, ${hot.refused} refused | orders of it: ${hot.orders} | stock after: ${hot.stock} | ${hot.created === HOT_STOCK && hot.orders === HOT_STOCK && hot.stock === 0 ? 'exact' : 'WRONG'} |`,
    );
  } finally {
    await shop.stop();
  }
}

async function measureEngine(engine: Engine, file: string, dir: string, products: number): Promise<void> {
  const database = await freshDatabase(engine, dir);
  try {
    console.error(`--- ${engine}: importing ${products.toLocaleString('en')} products`);
    if (!(await importOnce(root, file, database.env)).ok) throw new Error(`${engine}: the import failed`);
    const db = openDatabase({
      databaseUrl: database.env.DATABASE_URL || undefined,
      sqliteFile: database.env.SQLITE_FILE,
    });
    try {
      const sample = await prepareSelling(db, products);
      const env = {
        ...NO_EMULATOR_ENV,
        ...database.env,
        NODE_ENV: 'production',
        ORDER_RATE_LIMIT: '0',
        SEARCH_RATE_LIMIT: '0',
      };
      // One set of pages asked for all builds: no build is given a page another one read.
      const paths = new FreshPaths();
      const draw = pathKinds.productScreen(products);
      for (const build of builds()) await measureBuild(engine, build, db, sample, env, () => paths.next(draw));
    } finally {
      await db.destroy();
    }
  } finally {
    await database.drop();
  }
}

async function main(): Promise<void> {
  const products = productsFromArgs();
  const [one] = loadavg();
  console.log(
    `Orders at ${products.toLocaleString('en')} products, each request new; load average ${(one ?? 0).toFixed(2)}, node ${process.version}, ${new Date().toISOString()}`,
  );
  console.log('| database | case | rate | p50 | p99 | failures |\n|---|---|---|---|---|---|');
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-orders-'));
  try {
    const file = path.join(dir, 'catalogue.jsonl');
    await writeCatalogFile(file, products, { format: 'jsonl' });
    const engines = (postgresAdminUrl() ? (['SQLite', 'PostgreSQL'] as const) : (['SQLite'] as const)).filter(
      (engine) => !process.env.BENCH_ENGINES || process.env.BENCH_ENGINES.split(',').includes(engine),
    );
    if (!postgresAdminUrl()) console.error('PostgreSQL skipped: set TEST_DATABASE_URL to measure it too.');
    for (const engine of engines) await measureEngine(engine, file, dir, products);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('bench failed:', error);
  process.exit(1);
});
