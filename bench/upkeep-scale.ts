// `npm run bench:upkeep -- [products]`: what the migrations of issue 35 leave to the shop (db/upkeep)
// at 1,000,000 products (or `products`): every title folded again, with every search text stale (the
// worst case), and the word list of "Did you mean" made from every title, on SQLite and, when
// TEST_DATABASE_URL is set, PostgreSQL. Each job is timed while a product is read on the main connection
// every 5 ms, as the shop answers meanwhile; the reads' latency (from when each was due) is printed.
// The catalogue enters through the shop's own import (./support/importRun.ts). Figures only.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type ShopDb } from '@/server/db/connection';
import { leaveUpkeepJob, runUpkeep, UPKEEP_JOBS, type UpkeepJobName } from '@/server/db/upkeep/upkeepJobs';
import { writeCatalogFile } from './support/catalogFiles';
import { freshDatabase, importOnce, postgresAdminUrl, type Engine } from './support/importRun';

const READ_EVERY_MS = 5;
const ROOT = path.resolve(__dirname, '..');

interface JobFigures {
  seconds: number;
  reads: number;
  p50: number;
  p99: number;
  max: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Runs one job to its end while a product is read every 5 ms; each read's latency counts from when it was due. */
async function timeJob(db: ShopDb, job: UpkeepJobName, products: number): Promise<JobFigures> {
  await leaveUpkeepJob(db, job);
  const latencies: number[] = [];
  let running = true;
  const reader = (async () => {
    for (let due = performance.now(); running; due += READ_EVERY_MS) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const id = 1 + Math.floor(Math.random() * products);
      await db.selectFrom('products').select('title').where('id', '=', id).executeTakeFirst();
      latencies.push(performance.now() - due);
      if (performance.now() - due > READ_EVERY_MS) due = performance.now(); // no catching up in a burst
    }
  })();
  const started = performance.now();
  await runUpkeep(db, { onError: (error) => console.error(error) });
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await reader;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    seconds,
    reads: sorted.length,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
  };
}

async function main(): Promise<void> {
  const products = Number(process.argv[2] ?? 1_000_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-upkeep-'));
  const engines: Engine[] = postgresAdminUrl() ? ['SQLite', 'PostgreSQL'] : ['SQLite'];
  const rows: string[] = [];
  try {
    const file = path.join(dir, 'catalogue.json');
    await writeCatalogFile(file, products);
    for (const engine of engines) {
      const database = await freshDatabase(engine, dir);
      try {
        const imported = await importOnce(ROOT, file, database.env);
        if (!imported.ok) throw new Error(`${engine}: the import failed`);
        const db = openDatabase({
          databaseUrl: database.env.DATABASE_URL || undefined,
          sqliteFile: database.env.SQLITE_FILE ?? '',
        });
        try {
          await sql`update products set search_title = ''`.execute(db); // every title stale: the worst case
          await db.deleteFrom('search_word_grams').execute();
          await db.deleteFrom('search_words').execute();
          for (const job of [UPKEEP_JOBS.searchFold, UPKEEP_JOBS.wordList]) {
            const figures = await timeJob(db, job, products);
            rows.push(
              `| ${engine} | ${job} | ${figures.seconds.toFixed(1)} s | ${figures.reads} | ` +
                `${figures.p50.toFixed(1)} | ${figures.p99.toFixed(1)} | ${figures.max.toFixed(1)} |`,
            );
            console.log(rows.at(-1));
          }
        } finally {
          await db.destroy();
        }
      } finally {
        await database.drop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\nUpkeep at ${products.toLocaleString('en')} products, load average ${loadavg()[0]?.toFixed(1)}:\n`);
  console.log('| database | job | time | product reads meanwhile | p50 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
