// SQLite's costly reads (searches, list pages, counts) on a pool of worker threads, each with its own
// read-only connection: WAL lets them read beside the main connection, and the event loop keeps
// answering product pages while they scan. A Kysely dialect, so queries are built as anywhere else.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import {
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import { Piscina } from 'piscina';
import type { ShopDatabase } from '../schema';
import { sqliteDriverPackage } from '../sqliteDriver';

/** How long a reader thread stays when no read comes (its connection closes with it). */
const IDLE_THREAD_MS = 60_000;

class PooledReads implements DatabaseConnection {
  constructor(private readonly pool: Piscina) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const rows = (await this.pool.run({ sql: query.sql, parameters: query.parameters })) as R[];
    return { rows };
  }

  /** Never streams: each read answers a bounded page. */
  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The SQLite reader pool does not stream.');
  }
}

class SqliteReaderDriver implements Driver {
  private readonly connection: PooledReads;

  constructor(private readonly pool: Piscina) {
    this.connection = new PooledReads(pool);
  }

  async init(): Promise<void> {}
  acquireConnection(): Promise<DatabaseConnection> {
    return Promise.resolve(this.connection);
  }
  beginTransaction(): Promise<void> {
    return Promise.reject(new Error('The SQLite reader pool only reads: write on the main connection.'));
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    await this.pool.destroy();
  }
}

/** Threads start when the first read comes (an import or a test that never searches starts none). */
export function openSqliteReaders(file: string, threads = availableParallelism()): Kysely<ShopDatabase> {
  const pool = new Piscina({
    filename: path.join(__dirname, 'sqliteReadWorker.cjs'),
    workerData: { file, driverPackage: sqliteDriverPackage },
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_THREAD_MS,
  });
  const dialect: Dialect = {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new SqliteReaderDriver(pool),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
  return new Kysely<ShopDatabase>({ dialect });
}
