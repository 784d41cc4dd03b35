// `npm run bench:scale -- [sizes] [--against <checkout>] [--against-up-to <products>]`: the shop at
// several catalogue sizes (default 48, 100,000 and 1,000,000), on SQLite and, when TEST_DATABASE_URL
// is set, on PostgreSQL. Per size and database: the import (time, max RSS), the server's start (time
// until it listens, RSS), a first visit to / in Chromium at 4× slowdown (./support/firstVisit.ts), and
// the server's RSS after whole-list reads and searches. `--against` runs another checkout (the build
// before) right after this one on the same file, up to `--against-up-to` products (default 100,000:
// beyond it the build before froze the page and needed 1.8 GB).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumExecutable } from '../scripts/chromiumPath';
import { NO_EMULATOR_ENV, startShop } from '../test/support/shopProcess';
import { writeCatalogFile } from './support/catalogFiles';
import { firstVisit, type FirstVisitFigures } from './support/firstVisit';
import { freshDatabase, importOnce, postgresAdminUrl, type Engine, type ImportFigures } from './support/importRun';

const SEARCH_TERM = 'kopfhorer';
/** Searches the server renders after the visit (/?q= exists in every build). */
const SERVER_SEARCHES = ['bohr', 'serie 17', 'kopfhorer', 'zq', 'modell 99'];

interface Row {
  products: number;
  engine: Engine;
  build: string;
  import: ImportFigures;
  startSeconds?: number;
  startRssMiB?: number;
  visit?: FirstVisitFigures;
  afterRssMiB?: number;
  failure?: string;
}

function parseArgs(args: string[]) {
  const valueOf = (flag: string) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const against = valueOf('--against');
  const flagValues = new Set([against, valueOf('--against-up-to')]);
  const sizes = args
    .filter((arg) => /^[\d_]+$/.test(arg) && !flagValues.has(arg))
    .map((arg) => Number(arg.replace(/_/g, '')));
  return {
    sizes: sizes.length > 0 ? sizes : [48, 100_000, 1_000_000],
    against: against ? path.resolve(against) : undefined,
    againstUpTo: Number(valueOf('--against-up-to') ?? 100_000),
  };
}

const rssMiB = (pid: number | undefined) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** What shoppers and crawlers ask of a big shop after the first visit: the whole list, and searches. */
async function exerciseServer(url: string): Promise<void> {
  const whole = await fetch(`${url}/api/products`);
  const reader = whole.body?.getReader();
  while (reader && !(await reader.read()).done);
  for (const term of SERVER_SEARCHES) await (await fetch(`${url}/?q=${encodeURIComponent(term)}`)).text();
}

async function measure(
  browser: Browser,
  build: string,
  root: string,
  engine: Engine,
  file: string,
  products: number,
  dir: string,
): Promise<Row> {
  const database = await freshDatabase(engine, dir);
  try {
    const imported = await importOnce(root, file, database.env);
    const row: Row = { products, engine, build, import: imported };
    if (!imported.ok) return { ...row, failure: 'import failed' };
    const started = performance.now();
    const shop = await startShop({ root, env: { ...NO_EMULATOR_ENV, ...database.env }, readyTimeoutMs: 180_000 });
    try {
      row.startSeconds = (performance.now() - started) / 1000;
      row.startRssMiB = rssMiB(shop.child.pid);
      row.visit = await firstVisit(browser, `${shop.url}/`, SEARCH_TERM, 60_000);
      await exerciseServer(shop.url);
      row.afterRssMiB = rssMiB(shop.child.pid);
    } catch (error) {
      row.failure = (error as Error).message.split('\n')[0];
    } finally {
      await shop.stop();
    }
    return row;
  } finally {
    await database.drop();
  }
}

const fixed = (value: number | undefined, digits = 0) => (value === undefined ? '–' : value.toFixed(digits));

function printTable(rows: Row[]): void {
  console.table(
    rows.map((row) => ({
      products: row.products.toLocaleString('en'),
      database: row.engine,
      build: row.build,
      'import s': fixed(row.import.seconds, 1),
      'import MiB': fixed(row.import.maxRssMiB),
      'start s': fixed(row.startSeconds, 1),
      'RSS MiB': fixed(row.startRssMiB),
      'RSS after MiB': fixed(row.afterRssMiB),
      'visit KiB': fixed(row.visit?.kib),
      'blocking ms': fixed(row.visit?.blockingMs),
      'longest task ms': fixed(row.visit?.longestTaskMs),
      'heap MiB': fixed(row.visit?.heapMiB, 1),
      'LCP ms': fixed(row.visit?.lcpMs),
      'search ms': row.visit ? (row.visit.searchMs === null ? 'never' : fixed(row.visit.searchMs)) : '–',
      note: row.failure ?? '',
    })),
  );
}

/** Each checkout's build as `npm start` would serve it: made again when a source is newer. */
const ensureBuild = (root: string) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts'], { cwd: root, stdio: 'inherit' });

async function main(): Promise<void> {
  const { sizes, against, againstUpTo } = parseArgs(process.argv.slice(2));
  const here = path.resolve(__dirname, '..');
  for (const root of against ? [here, against] : [here]) ensureBuild(root);
  const engines: Engine[] = postgresAdminUrl() ? ['SQLite', 'PostgreSQL'] : ['SQLite'];
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-scale-bench-'));
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows: Row[] = [];
  try {
    for (const products of sizes) {
      const file = path.join(dir, `catalogue-${products}.json`);
      await writeCatalogFile(file, products);
      const builds: Array<[string, string]> = [['this build', here]];
      if (against && products <= againstUpTo) builds.push([path.basename(against), against]);
      for (const engine of engines)
        for (const [build, root] of builds) {
          console.error(`--- ${products.toLocaleString('en')} products, ${engine}, ${build}`);
          rows.push(await measure(browser, build, root, engine, file, products, dir));
        }
      rmSync(file, { force: true });
    }
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
  printTable(rows);
}

void main();
