// Kysely prepares every statement anew; an import's thousands of equal batch INSERTs (catalog/batchInsert.ts)
// spent more on preparing than on inserting. Writes only: a reading statement may still be iterating
// (a streamed list) when the same SQL runs again, and better-sqlite3 refuses a busy statement.
import type { SqliteDatabase as KyselySqliteDatabase, SqliteStatement } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { SqliteDatabase } from './sqliteDriver';

/** The most recently used write statements kept. */
const CACHED_STATEMENTS = 16;

export function withWriteStatementCache(database: SqliteDatabase): KyselySqliteDatabase {
  const cache = new LRUCache<string, SqliteStatement>({ max: CACHED_STATEMENTS });
  return {
    close: () => database.close(),
    prepare(text: string): SqliteStatement {
      const cached = cache.get(text);
      if (cached) return cached;
      const statement = database.prepare(text);
      if (!statement.reader) cache.set(text, statement);
      return statement;
    },
  };
}
