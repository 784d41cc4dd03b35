// The catalogue queries at scale, printed (not a timed test): fills a fresh SQLite file, and a fresh
// PostgreSQL schema when TEST_DATABASE_URL is set, with N generated products written straight into
// the database in one transaction, then times the calls the shop makes for a visit.
// Usage: tsx bench/scale-queries.ts [N] (default 1,000,000); SCALE_SQLITE=0 leaves SQLite out.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createCatalogQueries, type CatalogQueries } from '@/server/catalog/catalogQueries';
import { productRow } from '@/server/catalog/writeCatalog';
import { openPostgres, openSqlite, type ShopDb } from '@/server/db/connection';
import { demoCatalog } from '@/server/db/demoCatalog';
import { isSqlite } from '@/server/db/dialect';
import { migrateToLatest } from '@/server/db/migrations';
import { sql } from 'kysely';
import { median } from './support/median';
import { generatedProduct } from './support/catalogues';

const COUNT = Number(process.argv[2] ?? 1_000_000);
const ROWS_PER_INSERT = 500;
const WARM_RUNS = 5;

const mib = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const ms = (value: number): string => value.toFixed(1).padStart(9);

async function fill(db: ShopDb, count: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('product_images').execute();
    await trx.deleteFrom('products').execute();
    await trx.deleteFrom('categories').execute();
    await trx
      .insertInto('categories')
      .values(
        demoCatalog.categories.map((c, position) => ({
          id: position + 1,
          cat_name: c.catName,
          bg_color: c.bgColor,
          image_url: c.imageUrl,
          position,
        })),
      )
      .execute();
    for (let start = 0; start < count; start += ROWS_PER_INSERT) {
      const products = Array.from({ length: Math.min(ROWS_PER_INSERT, count - start) }, (_, i) =>
        generatedProduct(start + i),
      );
      await trx
        .insertInto('products')
        .values(products.map((product, i) => productRow(product, start + i)))
        .execute();
      await trx
        .insertInto('product_images')
        .values(products.map((product) => ({ product_id: product.id, position: 0, file: product.images[0] ?? '' })))
        .execute();
    }
    await trx
      .updateTable('catalog_meta')
      .set({ version: sql<number>`version + 1` })
      .where('id', '=', 1)
      .execute();
  });
  if (!isSqlite(db)) await sql`analyze`.execute(db);
}

interface Measured {
  name: string;
  coldMs: number;
  warmMs: number;
  result: string;
}

async function measure(name: string, run: () => Promise<string>, warmRuns = WARM_RUNS): Promise<Measured> {
  const started = performance.now();
  const result = await run();
  const coldMs = performance.now() - started;
  const warm: number[] = [];
  for (let i = 0; i < warmRuns; i++) {
    const again = performance.now();
    await run();
    warm.push(performance.now() - again);
  }
  return { name, coldMs, warmMs: median(warm), result };
}

async function timeQueries(queries: CatalogQueries): Promise<Measured[]> {
  const page = { offset: 0, limit: 6 };
  const search = async (term: string, offset = 0) => {
    const found = await queries.searchPage(term, { offset, limit: 6 });
    return `${found.products.length} shown, ${found.matching}${found.matchingCapped ? '+' : ''} match`;
  };
  const ids = Array.from({ length: 50 }, (_, i) => 1 + Math.floor((i * COUNT) / 50));
  return [
    await measure('total and first page', async () => `${(await queries.firstPage()).total} products`),
    await measure(
      'list page at offset 600',
      async () => `${(await queries.listPage({ ...page, offset: 600 })).products.length} shown`,
    ),
    await measure('search "kopfhorer"', () => search('kopfhorer')),
    await measure('search "kopfhorer" at 600', () => search('kopfhorer', 600)),
    await measure('search "so"', () => search('so')),
    await measure('search "so" at 600', () => search('so', 600)),
    await measure('search "xyz-none"', () => search('xyz-none')),
    await measure('search "zq" (short, none)', () => search('zq')),
    await measure('products by 50 ids', async () => `${(await queries.productsByIds(ids)).length} found`),
    await measure(
      'whole list in batches',
      async () => {
        let read = 0;
        for await (const batch of queries.productBatches()) read += batch.length;
        return `${read} read, RSS ${mib(process.memoryUsage().rss)}`;
      },
      1,
    ),
  ];
}

function printTable(title: string, figures: Measured[]): void {
  console.log(`\n${title}`);
  console.log(`  ${'call'.padEnd(28)} ${'cold ms'.padStart(9)} ${'warm ms'.padStart(9)}  result`);
  for (const f of figures) console.log(`  ${f.name.padEnd(28)} ${ms(f.coldMs)} ${ms(f.warmMs)}  ${f.result}`);
  console.log(`  process RSS ${mib(process.memoryUsage().rss)}`);
}

async function benchDatabase(title: string, db: ShopDb, size: () => Promise<string>): Promise<void> {
  await migrateToLatest(db);
  const started = performance.now();
  await fill(db, COUNT);
  console.log(
    `\n${title}: ${COUNT.toLocaleString('en')} products written in ${((performance.now() - started) / 1000).toFixed(1)} s, ${await size()}, RSS ${mib(process.memoryUsage().rss)}`,
  );
  printTable(title, await timeQueries(createCatalogQueries(db, '/images/products/')));
}

async function benchSqlite(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'scale-queries-'));
  const file = path.join(dir, 'shop.sqlite');
  const sqlite = openSqlite(file);
  try {
    const fileSize = (name: string) => statSync(name, { throwIfNoEntry: false })?.size ?? 0;
    await benchDatabase('SQLite', sqlite, () =>
      Promise.resolve(`file ${mib(fileSize(file) + fileSize(`${file}-wal`))}`),
    );
  } finally {
    await sqlite.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (process.env.SCALE_SQLITE !== '0') await benchSqlite();
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres(url);
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  const postgres = openPostgres(url, schema);
  try {
    await benchDatabase('PostgreSQL', postgres, async () => {
      const { rows } = await sql<{ bytes: string }>`select sum(pg_total_relation_size(c.oid)) as bytes from pg_class c
        join pg_namespace n on n.oid = c.relnamespace where n.nspname = ${schema} and c.relkind = 'r'`.execute(
        postgres,
      );
      return `tables and indexes ${mib(Number(rows[0]?.bytes ?? 0))}`;
    });
  } finally {
    await postgres.destroy();
    await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
    await admin.destroy();
  }
}

void main();
