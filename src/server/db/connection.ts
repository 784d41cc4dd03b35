// Opens the catalogue database: the embedded SQLite file by default, PostgreSQL when a URL is given.
import { accessSync, constants, mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { OwnSchemaPostgresDialect } from './ownSchemaDialect';
import type { ShopDatabase } from './schema';
import { checkSqliteStructure } from './sqliteChecks';
import { SqliteDatabase } from './sqliteDriver';
import { withWriteStatementCache } from './sqliteStatementCache';
import { ShopKysely } from './costlyReads/shopKysely';
import { openSqliteReaders } from './costlyReads/sqliteReaders';

export type ShopDb = Kysely<ShopDatabase>;

/** The database cannot be used at start; the message says which one and what to do. */
export class DatabaseStartError extends Error {}

export interface DatabaseTarget {
  databaseUrl?: string;
  sqliteFile?: string;
  /** PostgreSQL only: schema to work in (tests use a fresh one per run). */
  searchPath?: string;
}

/** A file that exists but this user may not read and write: moving or deleting it would be the wrong advice. */
function assertAccessible(file: string): void {
  try {
    accessSync(file, constants.R_OK | constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EACCES' && code !== 'EPERM') return; // missing: created below; anything else: reported below
    throw new DatabaseStartError(
      `The SQLite database file ${file} cannot be read and written ` +
        `by the user running the shop (${userInfo().username}). ` +
        'Give that user read and write access to the file and its folder, or set SQLITE_FILE to another file.',
    );
  }
}

export function damagedSqliteMessage(file: string, reason: string): string {
  return (
    `The SQLite database file ${file} cannot be used (${reason}). ` +
    'Move or delete that file (or restore it from a backup) and start again: ' +
    'a new file with the demo catalogue is created, and a catalogue can be loaded with npm run catalog:import.'
  );
}

export function openSqlite(file: string): ShopDb {
  if (file !== ':memory:') assertAccessible(file);
  let sqlite: SqliteDatabase | undefined;
  try {
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    sqlite = new SqliteDatabase(file);
    // WAL lets the import CLI write while the server reads; busy_timeout waits for the other writer.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    checkSqliteStructure(sqlite);
  } catch (error) {
    sqlite?.close();
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseStartError(damagedSqliteMessage(file, reason));
  }
  const dialect = new SqliteDialect({ database: withWriteStatementCache(sqlite) });
  // An in-memory database is this connection's alone: no other thread can read it.
  return new ShopKysely({ dialect }, file === ':memory:' ? undefined : openSqliteReaders(file));
}

/** A search that runs longer than this is cancelled: searches are bounded, this is the backstop. */
const SEARCH_STATEMENT_TIMEOUT_MS = 5000;
/** PostgreSQL connections for costly reads, as many as searches run at once (search/searchSlots.ts). */
const COSTLY_READ_CONNECTIONS = 4;

/**
 * A URL's own `options` (`?options=-c search_path=shop`) would replace the pool's settings in pg,
 * dropping the searches' time limit, so both are given together.
 */
function withSettings(url: string, settings: string[]): { connectionString: string; options?: string } {
  const target = new URL(url);
  const own = target.searchParams.get('options');
  target.searchParams.delete('options');
  const options = [own, ...settings.map((setting) => `-c ${setting}`)].filter(Boolean).join(' ');
  return { connectionString: own === null ? url : target.toString(), ...(options && { options }) };
}

function postgresPool(url: string, max: number, settings: string[]): pg.Pool {
  const pool = new pg.Pool({ ...withSettings(url, settings), max, connectionTimeoutMillis: 3000 });
  // An idle connection that breaks (database restarted) must not crash the server; the next query
  // opens a new one or reports the failure as 503.
  pool.on('error', () => undefined);
  return pool;
}

export function openPostgres(url: string, searchPath?: string): ShopDb {
  const schema = searchPath ? [`search_path=${searchPath}`] : [];
  const searchPool = postgresPool(url, COSTLY_READ_CONNECTIONS, [
    ...schema,
    `statement_timeout=${SEARCH_STATEMENT_TIMEOUT_MS}`,
  ]);
  const costlyReads = new Kysely<ShopDatabase>({ dialect: new OwnSchemaPostgresDialect({ pool: searchPool }) });
  return new ShopKysely(
    { dialect: new OwnSchemaPostgresDialect({ pool: postgresPool(url, 10, schema) }) },
    costlyReads,
  );
}

export function openDatabase(target: DatabaseTarget): ShopDb {
  if (target.databaseUrl) return openPostgres(target.databaseUrl, target.searchPath);
  return openSqlite(target.sqliteFile ?? './data/shop.sqlite');
}
