// Runs one account's read-then-write as a unit that no other write of the same account interleaves
// with, in every copy of the shop: the limit check and the insert then see the same count.
import { sql, type Kysely } from 'kysely';
import type { ShopDb } from '../db/connection';
import { isSqlite } from '../db/dialect';
import type { ShopDatabase } from '../db/schema';
import { inWriteTransaction } from '../db/writeTransaction';

/** First key of the two-key advisory lock: keeps these locks apart from any other the database takes. */
const ACCOUNT_LOCK_SPACE = 29;

export async function oneAtATimeFor<T>(
  db: ShopDb,
  account: string,
  work: (trx: Kysely<ShopDatabase>) => Promise<T>,
): Promise<T> {
  // SQLite's immediate transaction holds the file's one write lock: no other write interleaves.
  if (isSqlite(db)) return inWriteTransaction(db, work);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK_SPACE}, hashtext(${account}))`.execute(trx);
    return work(trx);
  });
}
