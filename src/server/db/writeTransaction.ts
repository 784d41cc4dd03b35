// A transaction that holds the write lock from its first statement, so what it read stays true until
// it commits: SQLite takes the lock at once (`begin immediate`); PostgreSQL's callers lock their rows.
import { sql, type Transaction } from 'kysely';
import type { ShopDb } from './connection';
import { isSqlite } from './dialect';
import type { ShopDatabase } from './schema';

export type Trx = Transaction<ShopDatabase>;

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
