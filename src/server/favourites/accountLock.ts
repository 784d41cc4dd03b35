// Runs one account's read-then-write as a unit that no other write of the same account interleaves
// with, in every copy of the shop: the limit check and the insert then see the same count.
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { ShopDb } from '../db/connection';
import type { ShopDatabase } from '../db/schema';

/** First key of the two-key advisory lock: keeps these locks apart from any other the database takes. */
const ACCOUNT_LOCK_SPACE = 29;

function isPostgres(db: ShopDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function oneAtATimeFor<T>(
  db: ShopDb,
  account: string,
  work: (trx: Kysely<ShopDatabase>) => Promise<T>,
): Promise<T> {
  if (isPostgres(db)) {
    return db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK_SPACE}, hashtext(${account}))`.execute(trx);
      return work(trx);
    });
  }
  // SQLite: one connection, held for the whole callback; IMMEDIATE takes the write lock at once, so
  // another process on the same file waits (busy_timeout) instead of reading a count about to change.
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}
