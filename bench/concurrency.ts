// `npm run bench:concurrency -- [products] [--against <checkout>] [--cases a,b] [--engines sqlite,postgresql]`: the shop under
// concurrent requests at 1,000,000 products (or `products`), on SQLite and, when TEST_DATABASE_URL is
// set, PostgreSQL: searches of a rare term, of a frequent and of a two-letter term a page further on,
// of a term that matches nothing, of a misspelled catalogue word (finds nothing, so its answer carries
// "Did you mean" suggestions: checked once per shop before the row, not timed, and printed), the plain
// list at deep offsets, server-rendered product pages, and the product API while 16 more connections
// send two-letter searches; issue 49's two frequent words as a phrase and as `words=all`, a page further
// on. `--cases` runs only the named ones (rare, frequent, phrase, allwords, twoletter, nomatch,
// misspelled, deep, productscreen, productapi). Each case is autocannon with 16 connections for
// 8 s after a 2 s warm-up, and every request asks an address its server was never asked before
// (./support/freshPaths.ts), so no prepared answer is reused. req/s counts 2xx answers; any other
// answer, socket error or timeout (30 s) is a failure and counted. `--against` runs another checkout
// (the build before) the same way: per database each build imports the file into its own database,
// both shops run at once, and the cases alternate between them, each after both shops are idle
// (./support/settle.ts), so the machine's noise falls on both alike. Figures only: nothing is asserted.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { NO_EMULATOR_ENV, startShop, type RunningShop } from '../test/support/shopProcess';
import { writeCatalogFile } from './support/catalogFiles';
import { FreshPaths, pathKinds, type PathKind } from './support/freshPaths';
import { freshDatabase, importOnce, postgresAdminUrl, type BenchDatabase, type Engine } from './support/importRun';
import { measureFresh, type FreshLoadFigures, type FreshLoadSettings } from './support/load';
import { settle, type Settling } from './support/settle';

const SETTINGS: FreshLoadSettings = { connections: 16, durationSeconds: 8, warmupSeconds: 2, timeoutSeconds: 30 };

interface Case {
  /** For `--cases`. */
  name: string;
  request: string;
  kind: PathKind;
  /**
   * Checked once per shop before the case, not timed: one drawn request's answer, and what is wrong
   * with it (undefined: it is what the row means to measure).
   */
  check?: (answer: SearchAnswer) => string | undefined;
  /** Sent at the same time on as many connections again; its figures go into the note. */
  alongside?: PathKind;
}

/** What the checks read of a search page's answer. */
interface SearchAnswer {
  matching?: number;
  suggestions?: Array<{ term: string; matching: number }>;
}

const CASES: Case[] = [
  { name: 'rare', request: 'rare term (serie N)', kind: pathKinds.rareTerm },
  { name: 'frequent', request: 'frequent term, a page further on', kind: pathKinds.frequentTermFurtherOn },
  { name: 'phrase', request: 'two frequent words as a phrase, a page further on', kind: pathKinds.phraseFurtherOn },
  { name: 'allwords', request: 'words=all, two frequent words, a page further on', kind: pathKinds.allWordsFurtherOn },
  { name: 'twoletter', request: 'two-letter term, a page further on', kind: pathKinds.twoLetterTermFurtherOn },
  { name: 'nomatch', request: 'term that matches nothing', kind: pathKinds.noMatch },
  {
    name: 'misspelled',
    request: 'misspelled word, with suggestions',
    kind: pathKinds.misspelledWord,
    check: ({ matching, suggestions }) =>
      matching !== 0
        ? `it found ${String(matching)} products`
        : !suggestions?.length
          ? 'its answer carries no suggestions'
          : undefined,
  },
  { name: 'deep', request: 'GET /api/products/page, deep offsets', kind: pathKinds.deepList },
  { name: 'productscreen', request: 'server-rendered /product/{id}', kind: pathKinds.productScreen },
  {
    name: 'productapi',
    request: 'GET /api/product/{id} beside two-letter searches',
    kind: pathKinds.productApi,
    alongside: pathKinds.twoLetterTermFurtherOn,
  },
];

/** One build's shop on its own database, with what it was asked so far. */
interface Shop {
  build: string;
  shop: RunningShop;
  paths: FreshPaths;
  settling: Settling;
}

interface Row {
  request: string;
  engine: Engine;
  build: string;
  figures?: FreshLoadFigures;
  note: string;
}

const ENGINES: Engine[] = ['SQLite', 'PostgreSQL'];

function parseArgs(args: string[]) {
  const valueOf = (flag: string) => {
    const at = args.indexOf(flag);
    return at >= 0 ? { at: at + 1, value: args[at + 1] } : undefined;
  };
  const against = valueOf('--against');
  const cases = valueOf('--cases');
  const engines = valueOf('--engines');
  const size = args.find(
    (arg, index) => /^[\d_]+$/.test(arg) && ![against?.at, cases?.at, engines?.at].includes(index),
  );
  const names = cases?.value?.toLowerCase().split(',');
  const unknown = names?.filter((name) => !CASES.some((each) => each.name === name));
  if (unknown?.length)
    throw new Error(`Unknown --cases ${unknown.join(', ')}; known: ${CASES.map((each) => each.name).join(', ')}`);
  return {
    products: size ? Number(size.replace(/_/g, '')) : 1_000_000,
    against: against?.value ? path.resolve(against.value) : undefined,
    cases: names ? CASES.filter((each) => names.includes(each.name)) : CASES,
    engines: ENGINES.filter(
      (engine) =>
        (engine === 'SQLite' || postgresAdminUrl()) &&
        (!engines?.value || engines.value.toLowerCase().split(',').includes(engine.toLowerCase())),
    ),
  };
}

/** The checkout's commit, with a mark when its files differ from it. */
function commitOf(root: string): string {
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();
  return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? '+' : ''}`;
}

/** Each checkout's build as `npm start` would serve it: made again when a source is newer. */
const ensureBuild = (root: string) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts'], { cwd: root, stdio: 'inherit' });

/** Imports the file into a fresh database of the build's own and starts its shop; a string says why not. */
async function startBuild(build: string, root: string, database: BenchDatabase, file: string): Promise<Shop | string> {
  const imported = await importOnce(root, file, database.env);
  if (!imported.ok) return 'import failed';
  console.error(`    imported in ${imported.seconds.toFixed(1)} s (max RSS ${imported.maxRssMiB.toFixed(0)} MiB)`);
  const env = { ...NO_EMULATOR_ENV, ...database.env, NODE_ENV: 'production', SEARCH_RATE_LIMIT: '0' };
  try {
    const shop = await startShop({ root, env, readyTimeoutMs: 180_000 });
    const adminUrl = postgresAdminUrl();
    const postgres =
      database.engine === 'PostgreSQL' && adminUrl
        ? { adminUrl, database: new URL(database.env.DATABASE_URL ?? '').pathname.slice(1) }
        : undefined;
    return { build, shop, paths: new FreshPaths(), settling: { pid: shop.child.pid ?? 0, postgres } };
  } catch (error) {
    return `did not start: ${(error as Error).message.split('\n')[0]}`;
  }
}

/** Why a shop is no longer running, with its last words (also printed once); undefined while it runs. */
function exitOf({ build, shop }: Shop): string | undefined {
  const { exitCode, signalCode } = shop.child;
  if (exitCode === null && signalCode === null) return undefined;
  const lines = shop.output().trim().split('\n');
  if (!exitsPrinted.has(shop))
    console.error(`--- ${build}'s shop exited; its last output:\n${lines.slice(-20).join('\n')}`);
  exitsPrinted.add(shop);
  return `shop exited (${signalCode ?? `code ${exitCode}`}): ${lines.at(-1)?.slice(0, 200) ?? ''}`;
}
const exitsPrinted = new Set<RunningShop>();

const fixed = (value: number | undefined) =>
  value === undefined ? '–' : value.toFixed(value > 0 && value < 10 ? 1 : 0);

/**
 * The case's check on one drawn request of its kind (the address then counts as asked): what is
 * wrong with the answer, or undefined. Prints the address and what it found.
 */
async function checkCase(
  shop: Shop,
  { kind, check }: Case,
  products: number,
  engine: Engine,
): Promise<string | undefined> {
  if (!check) return undefined;
  const address = shop.paths.next(kind(products));
  let problem: string | undefined;
  try {
    const response = await fetch(new URL(address, shop.shop.url));
    const answer = (await response.json()) as SearchAnswer;
    const suggested = (answer.suggestions ?? []).map((each) => `${each.term} (${each.matching})`).join(', ');
    console.error(
      `    checked ${address}: ${response.status}, matching ${String(answer.matching)}, suggestions: ${suggested || 'none'}`,
    );
    problem = response.ok ? check(answer) : `it answered ${response.status}`;
  } catch (error) {
    problem = `it failed: ${(error as Error).message}`;
  }
  if (problem) console.error(`    ${engine}, ${shop.build}: the row does not measure what it says, as ${problem}`);
  return problem && `check: ${problem}`;
}

/** The case on one shop; with `alongside`, that kind at the same time on as many connections again. */
async function measureCase(
  shop: Shop,
  { kind, alongside }: Case,
  products: number,
): Promise<{ figures: FreshLoadFigures; beside?: FreshLoadFigures }> {
  const fresh = (pathKind: PathKind) => {
    const draw = pathKind(products);
    return measureFresh(shop.shop.url, () => shop.paths.next(draw), SETTINGS);
  };
  const [figures, beside] = await Promise.all([fresh(kind), alongside && fresh(alongside)]);
  return { figures, beside };
}

function noteOf(
  figures: FreshLoadFigures,
  beside: FreshLoadFigures | undefined,
  idle: boolean,
  repeats: number,
): string {
  const notes = [figures.failureDetail];
  if (beside) {
    const failures = beside.failures ? `, ${beside.failures} failures (${beside.failureDetail})` : ', no failures';
    notes.push(
      `the ${SETTINGS.connections} searches: ${fixed(beside.requestsPerSecond)} req/s, p50 ${fixed(beside.p50Ms)} ms, p99 ${fixed(beside.p99Ms)} ms${failures}`,
    );
  }
  if (!idle) notes.push('a shop was still busy when it began');
  if (repeats) notes.push(`${repeats} addresses asked again (no new one left)`);
  return notes.filter(Boolean).join('; ');
}

/** One line of the shop's JSON log; undefined for other output and for a line cut at the case's edges. */
function logEntry(line: string): { level?: number; msg?: string; err?: { message?: string } } | undefined {
  try {
    return line.startsWith('{') ? (JSON.parse(line) as ReturnType<typeof logEntry>) : undefined;
  } catch {
    return undefined;
  }
}

/** What the shop logged as errors during a case (a 503 from the database says why there), each once. */
function printErrorsLogged(shop: Shop, output: string): void {
  const said = new Set<string>();
  for (const line of output.split('\n')) {
    const entry = logEntry(line);
    if (entry && (entry.level ?? 0) >= 50) said.add(`${entry.msg ?? ''}: ${entry.err?.message ?? ''}`.slice(0, 300));
  }
  for (const text of [...said].slice(0, 5)) console.error(`    ${shop.build} logged: ${text}`);
}

/** Both builds' shops on one engine, the cases alternating between them. */
async function measureEngine(
  engine: Engine,
  builds: Array<[string, string]>,
  file: string,
  dir: string,
  products: number,
  cases: Case[],
): Promise<Row[]> {
  const databases: BenchDatabase[] = [];
  const shops = new Map<string, Shop | string>();
  const rows: Row[] = [];
  try {
    for (const [build, root] of builds) {
      console.error(`--- ${engine}, ${build}: importing ${products.toLocaleString('en')} products`);
      const database = await freshDatabase(engine, dir);
      databases.push(database);
      shops.set(build, await startBuild(build, root, database, file));
    }
    const running = [...shops.values()].filter((shop): shop is Shop => typeof shop !== 'string');
    for (const measured of cases)
      for (const [build] of builds) {
        const shop = shops.get(build);
        if (typeof shop !== 'object') {
          rows.push({ request: measured.request, engine, build, note: shop ?? '' });
          continue;
        }
        const exit = exitOf(shop);
        if (exit) {
          rows.push({ request: measured.request, engine, build, note: exit });
          continue;
        }
        console.error(`--- ${engine}, ${build}: ${measured.request}`);
        const checked = await checkCase(shop, measured, products, engine);
        const idle = await settle(running.map((each) => each.settling));
        const repeatsBefore = shop.paths.repeats;
        const outputBefore = shop.shop.output().length;
        const { figures, beside } = await measureCase(shop, measured, products);
        printErrorsLogged(shop, shop.shop.output().slice(outputBefore));
        const note = [checked, noteOf(figures, beside, idle, shop.paths.repeats - repeatsBefore), exitOf(shop)]
          .filter(Boolean)
          .join('; ');
        rows.push({ request: measured.request, engine, build, figures, note });
      }
  } finally {
    for (const shop of shops.values()) if (typeof shop === 'object') await shop.shop.stop();
    for (const database of databases) await database.drop();
  }
  return rows;
}

function printTable(rows: Row[]): void {
  console.table(
    rows.map((row) => ({
      request: row.request,
      database: row.engine,
      build: row.build,
      'req/s': fixed(row.figures?.requestsPerSecond),
      'p50 ms': fixed(row.figures?.p50Ms),
      'p99 ms': fixed(row.figures?.p99Ms),
      failures: row.figures?.failures ?? '–',
      note: row.note,
    })),
  );
}

async function main(): Promise<void> {
  const started = performance.now();
  const { products, against, cases, engines } = parseArgs(process.argv.slice(2));
  const here = path.resolve(__dirname, '..');
  const builds: Array<[string, string]> = [[`this build (${commitOf(here)})`, here]];
  if (against) builds.push([`${path.basename(against)} (${commitOf(against)})`, against]);
  for (const [, root] of builds) ensureBuild(root);
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-concurrency-bench-'));
  const rows: Row[] = [];
  try {
    const file = path.join(dir, `catalogue-${products}.json`);
    await writeCatalogFile(file, products);
    for (const engine of engines) rows.push(...(await measureEngine(engine, builds, file, dir, products, cases)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `bench:concurrency: ${products.toLocaleString('en')} products, ${SETTINGS.connections} connections, ${SETTINGS.durationSeconds} s after ${SETTINGS.warmupSeconds} s; run took ${((performance.now() - started) / 60_000).toFixed(1)} min, load average ${load} at the end`,
  );
  printTable(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
