// `npm run bench:import -- [products] [--jsonl] [--against <checkout>]`: generates a catalogue file of
// N products (default 1,000,000), imports it with `npm run catalog:import` in a child process on
// SQLite and, when TEST_DATABASE_URL is set, on a fresh PostgreSQL database, and prints the wall time
// and the child's max RSS. `--against` runs another checkout's import on the same file in turn
// (e.g. a worktree of the build before), so both are measured under the same load.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminQuery } from '../test/server/support/testDatabase';
import { writeCatalogueFile } from './support/catalogueFiles';

interface Run {
  build: string;
  engine: string;
  seconds: number;
  /** As the import reports it: without Node's start and the migrations. */
  importSeconds: number;
  maxRssMiB: number;
  ok: boolean;
}

function parseArgs(args: string[]) {
  const againstAt = args.indexOf('--against');
  const against = againstAt >= 0 ? args[againstAt + 1] : undefined;
  const count = Number(args.find((arg, index) => /^\d+$/.test(arg) && index !== againstAt + 1) ?? 1_000_000);
  return { count, jsonl: args.includes('--jsonl'), against: against ? path.resolve(against) : undefined };
}

/** Runs one import under /usr/bin/time; its max RSS is the child's own, not this process's. */
function importOnce(root: string, file: string, env: Record<string, string>): Promise<Omit<Run, 'build' | 'engine'>> {
  const started = performance.now();
  const cli = path.join(root, 'src/server/catalog/importCli.ts');
  const child = spawn('/usr/bin/time', ['-f', 'maxrss=%M', process.execPath, '--import', 'tsx', cli, file], {
    cwd: root,
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stderr.write(chunk);
  });
  return new Promise((resolve) =>
    child.once('exit', (code) =>
      resolve({
        seconds: (performance.now() - started) / 1000,
        importSeconds: Number(/products from .* in ([\d.]+) s\./.exec(output)?.[1] ?? NaN),
        maxRssMiB: Number(/maxrss=(\d+)/.exec(output)?.[1] ?? 0) / 1024,
        ok: code === 0 && output.includes('Imported'),
      }),
    ),
  );
}

async function onSqlite(root: string, file: string, dir: string) {
  const database = path.join(dir, `shop-${randomBytes(4).toString('hex')}.sqlite`);
  return importOnce(root, file, { SQLITE_FILE: database, DATABASE_URL: '' });
}

async function onPostgres(root: string, file: string, adminUrl: string) {
  const name = `import_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await importOnce(root, file, { DATABASE_URL: url.toString() });
  } finally {
    await adminQuery(adminUrl, `DROP DATABASE ${name}`);
  }
}

async function main(): Promise<void> {
  const { count, jsonl, against } = parseArgs(process.argv.slice(2));
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-import-bench-'));
  try {
    const file = path.join(dir, `catalogue.${jsonl ? 'jsonl' : 'json'}`);
    const bytes = await writeCatalogueFile(file, count, { format: jsonl ? 'jsonl' : 'json' });
    console.log(`${count.toLocaleString('en')} products, ${(bytes / 2 ** 20).toFixed(0)} MiB file`);
    const builds: Array<[string, string]> = [['this build', path.resolve(__dirname, '..')]];
    if (against) builds.push([path.basename(against), against]);
    const adminUrl = process.env.TEST_DATABASE_URL;
    const runs: Run[] = [];
    for (const [engine, run] of [
      ['SQLite', (root: string) => onSqlite(root, file, dir)],
      ...(adminUrl ? [['PostgreSQL', (root: string) => onPostgres(root, file, adminUrl)] as const] : []),
    ] as const) {
      for (const [build, root] of builds) runs.push({ build, engine, ...(await run(root)) });
    }
    console.table(
      runs.map((run) => ({
        build: run.build,
        database: run.engine,
        'whole run (s)': run.seconds.toFixed(1),
        'import (s)': run.importSeconds.toFixed(1),
        'max RSS (MiB)': run.maxRssMiB.toFixed(0),
        result: run.ok ? 'imported' : 'FAILED',
      })),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
