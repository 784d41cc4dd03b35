// One writer at a time, on either engine: the transaction every read-then-write of the shop runs in.
import { sql, type Transaction } from 'kysely';
import type { ShopDb } from './connection';
import { isSqlite } from './dialect';
import type { ShopDatabase } from './schema';

export type Trx = Transaction<ShopDatabase>;

/**
 * PostgreSQL's callers lock what they change (`for update`, an advisory lock); SQLite takes the write
 * lock at once (`begin immediate`), so another process on the file waits (busy_timeout) instead of
 * reading what is about to change.
 */
export async function inWriteTransaction<T>(db: ShopDb, work: (trx: Trx) => Promise<T>): Promise<T> {
  if (!isSqlite(db)) return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      // The connection is inside its transaction: every query of `work` runs in it, as in a Transaction.
      const result = await work(connection as Trx);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}
