// `npm run bench:import -- [products] [--jsonl] [--against <checkout>]`: generates a catalogue file of
// N products (default 1,000,000), imports it with `npm run catalog:import` in a child process on
// SQLite and, when TEST_DATABASE_URL is set, on a fresh PostgreSQL database, and prints the wall time
// and the child's max RSS. `--against` runs another checkout's import on the same file in turn
// (e.g. a worktree of the build before), so both are measured under the same load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeCatalogFile } from './support/catalogFiles';
import { freshDatabase, importOnce, postgresAdminUrl, type Engine, type ImportFigures } from './support/importRun';

interface Run extends ImportFigures {
  build: string;
  engine: Engine;
}

function parseArgs(args: string[]) {
  const againstAt = args.indexOf('--against');
  const against = againstAt >= 0 ? args[againstAt + 1] : undefined;
  const count = Number(args.find((arg, index) => /^\d+$/.test(arg) && index !== againstAt + 1) ?? 1_000_000);
  return { count, jsonl: args.includes('--jsonl'), against: against ? path.resolve(against) : undefined };
}

async function importInto(engine: Engine, root: string, file: string, dir: string): Promise<ImportFigures> {
  const database = await freshDatabase(engine, dir);
  try {
    return await importOnce(root, file, database.env);
  } finally {
    await database.drop();
  }
}

async function main(): Promise<void> {
  const { count, jsonl, against } = parseArgs(process.argv.slice(2));
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-import-bench-'));
  try {
    const file = path.join(dir, `catalogue.${jsonl ? 'jsonl' : 'json'}`);
    const bytes = await writeCatalogFile(file, count, { format: jsonl ? 'jsonl' : 'json' });
    console.log(`${count.toLocaleString('en')} products, ${(bytes / 2 ** 20).toFixed(0)} MiB file`);
    const builds: Array<[string, string]> = [['this build', path.resolve(__dirname, '..')]];
    if (against) builds.push([path.basename(against), against]);
    const engines: Engine[] = postgresAdminUrl() ? ['SQLite', 'PostgreSQL'] : ['SQLite'];
    const runs: Run[] = [];
    for (const engine of engines) {
      for (const [build, root] of builds) runs.push({ build, engine, ...(await importInto(engine, root, file, dir)) });
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
