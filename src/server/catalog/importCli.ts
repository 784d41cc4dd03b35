// `npm run catalog:import -- <file.json> [--mode replace|upsert]`: loads a catalogue file into the
// shop's database (DATABASE_URL or SQLITE_FILE, as the server uses). All or nothing: one
// transaction, and any invalid record stops the import before anything is written. A running
// server sees the new catalogue version within a second.
import { readFile } from 'node:fs/promises';
import { ConfigError, loadConfig } from '../config';
import { DatabaseStartError, openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrations';
import type { ImportMode } from './catalogInput';
import { importCatalog } from './importCatalog';
import { CatalogValidationError } from './validateCatalog';

const USAGE = 'Usage: npm run catalog:import -- <file.json> [--mode replace|upsert]';

class UsageError extends Error {}

function parseArgs(args: string[]): { file: string; mode: ImportMode } {
  let mode: ImportMode = 'replace';
  const files: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    const value = arg === '--mode' ? args[++index] : arg.startsWith('--mode=') ? arg.slice(7) : undefined;
    if (arg === '--mode' || arg.startsWith('--mode=')) {
      if (value !== 'replace' && value !== 'upsert')
        throw new UsageError(`--mode must be 'replace' or 'upsert', got '${value ?? ''}'.`);
      mode = value;
    } else if (arg.startsWith('-')) throw new UsageError(`Unknown option ${arg}.`);
    else files.push(arg);
  }
  if (files.length !== 1 || !files[0]) throw new UsageError('Give exactly one catalogue file.');
  return { file: files[0], mode };
}

async function readJson(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8').catch((error: Error) => {
    throw new UsageError(`Cannot read ${file}: ${error.message}`);
  });
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

async function main(): Promise<void> {
  const { file, mode } = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const data = await readJson(file);
  const db = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  try {
    await migrateToLatest(db);
    const started = performance.now();
    const result = await importCatalog(db, data, mode, (written, total) => {
      process.stderr.write(`  ${written.toLocaleString('en')} / ${total.toLocaleString('en')} products written\n`);
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Imported ${result.categories} categories and ${result.products} products ` +
        `from ${file} (${mode}) in ${seconds} s.`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
  else if (
    error instanceof CatalogValidationError ||
    error instanceof ConfigError ||
    error instanceof DatabaseStartError
  ) {
    console.error(error.message);
  } else
    console.error(`The import failed and changed nothing: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
