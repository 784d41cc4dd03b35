// Databases for the server tests: a fresh SQLite file always, and a fresh PostgreSQL schema (dropped
// afterwards) when TEST_DATABASE_URL is set, so repository and import tests run on both engines.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import vm from 'node:vm';
import { openPostgres, openSqlite, type DatabaseTarget, type ShopDb } from '@/server/db/connection';
import { prepareDatabase } from '@/server/catalog/prepareDatabase';
import { SqliteDatabase, sqliteDriverPackage } from '@/server/db/sqliteDriver';
import { adminQuery } from './adminQuery';

export interface TestDatabase {
  db: ShopDb;
  /** Where it is, for another connection (the staff area's import process). */
  target: DatabaseTarget;
  /** Closes the connection and removes the file or schema. */
  dispose(): Promise<void>;
}

export type Engine = 'sqlite' | 'postgres';

/**
 * PostgreSQL's tests run where TEST_DATABASE_URL says where it is, and always in CI (where the server
 * project's global setup fails the run, naming PostgreSQL, when it cannot be reached). Elsewhere they
 * are skipped, and the summary counts them as skipped. `TEST_ENGINES=sqlite` leaves them out on
 * purpose: CI's second Node.js line, where only the SQLite driver differs (docs/testing.md).
 */
const postgresLeftOut = process.env.TEST_ENGINES !== undefined && !process.env.TEST_ENGINES.includes('postgres');
export const describeWithPostgres: jest.Describe =
  (process.env.TEST_DATABASE_URL || process.env.CI === 'true') && !postgresLeftOut ? describe : describe.skip;

/** `describe.each` over both engines, with PostgreSQL's variant run or skipped as above. */
export function describeOnEachEngine(title: string, body: (engine: Engine) => void): void {
  const engines: Engine[] = ['sqlite', 'postgres'];
  for (const engine of engines)
    (engine === 'postgres' ? describeWithPostgres : describe)(title.replace('%s', engine), () => body(engine));
}

async function openSqliteTestDatabase(): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-test-db-'));
  const file = path.join(dir, 'shop.sqlite');
  const db = openSqlite(file);
  return {
    db,
    target: { sqliteFile: file },
    async dispose() {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One statement on PostgreSQL outside any test schema (creating and dropping schemas). */
export async function openPostgresTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE SCHEMA ${schema}`);
  const db = openPostgres(url, schema);
  return {
    db,
    target: { databaseUrl: url, searchPath: schema },
    async dispose() {
      await db.destroy();
      await adminQuery(url, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

export function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  return engine === 'postgres' ? openPostgresTestDatabase() : openSqliteTestDatabase();
}

/** A database migrated and holding the demo catalogue, as after the shop's first start. */
export async function openSeededDatabase(engine: Engine = 'sqlite'): Promise<TestDatabase> {
  const testDb = await openTestDatabase(engine);
  await prepareDatabase(testDb.db);
  return testDb;
}

/** better-sqlite3 12, whose addon lets a test hand it another realm's error constructor (13's does not). */
export const driverTakesErrorConstructor = sqliteDriverPackage === 'better-sqlite3';

/**
 * Puts better-sqlite3 in the state every Jest test file but a worker's first one sees: its native
 * addon is loaded once per process and keeps the error constructor of the first realm that opened a
 * database, so errors raised here belong to another realm's Error and are no `instanceof Error`.
 * Call it after a database was opened; the returned function hands the addon this file's constructor.
 */
export function raiseSqliteErrorsFromAnotherRealm(): () => void {
  const nodeRequire = createRequire(require.resolve(sqliteDriverPackage));
  const addon = nodeRequire('../build/Release/better_sqlite3.node') as { setErrorConstructor(make: unknown): void };
  const earlierFile = { module: { exports: {} as unknown } };
  vm.runInNewContext(readFileSync(nodeRequire.resolve('./sqlite-error.js'), 'utf8'), earlierFile);
  addon.setErrorConstructor(earlierFile.module.exports);
  return () => addon.setErrorConstructor(SqliteDatabase.SqliteError);
}

/** The settings a shop process needs to work in this database: its SQLite file, or PostgreSQL in its schema. */
export function databaseEnv({ databaseUrl, searchPath, sqliteFile }: DatabaseTarget): Record<string, string> {
  if (!databaseUrl) return { SQLITE_FILE: sqliteFile ?? '', DATABASE_URL: '' };
  const url = new URL(databaseUrl);
  if (searchPath) url.searchParams.set('options', `-c search_path=${searchPath}`);
  return { DATABASE_URL: url.toString() };
}
