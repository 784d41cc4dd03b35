// What every staff change shares (products, categories): a strong ETag of exactly the fields a record
// answers, the If-Match check, one writer at a time, the import's problems by field, and a history
// page newest first (docs/staff.md).
import { createHash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { ShopDb } from '../db/connection';
import { isSqlite } from '../db/dialect';
import type { ShopDatabase } from '../db/schema';
import { utcTime } from '../catalog/repository';

export type Trx = Transaction<ShopDatabase>;

export const CATALOGUE_UNAVAILABLE = 'The catalogue cannot be changed right now. Please try again in a few seconds.';

/** A strong ETag ('"p-…"' for `prefix` 'p'): a hash of the values, so any write that changes one changes it. */
export function strongEtag(prefix: string, values: readonly unknown[]): string {
  const hash = createHash('sha256').update(JSON.stringify(values));
  return `"${prefix}-${hash.digest('base64url').slice(0, 32)}"`;
}

/** If-Match holds this ETag (one of a list); strong comparison, so a weak W/"…" never matches. */
export function ifMatchHolds(ifMatch: string, etag: string): boolean {
  return ifMatch.split(',').some((tag) => tag.trim() === etag);
}

/**
 * One writer at a time: PostgreSQL's callers lock the row they change (`for update`); SQLite takes the
 * write lock at once (`begin immediate`), as favourites/accountLock.ts does.
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

export interface FieldProblem {
  field: string;
  message: string;
}

/** An import problem ("products[0] (id 7): field 'price' must be …") without the file's record label. */
export function problemOf(text: string): FieldProblem {
  const start = text.indexOf(": field '");
  const message = start >= 0 ? text.slice(start + 2) : text;
  return { field: /^field '([^']+)'/.exec(message)?.[1] ?? '(record)', message };
}

/** The body with the address's id where it gives none (the id is the address's, not the body's). */
export function withId(body: unknown, id: number): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && !('id' in body) ? { ...body, id } : body;
}

/** The fields among `fields` whose values differ between two versions of a record (null: none). */
function changedFields<R extends object>(
  fields: readonly (keyof R & string)[],
  before: R | null,
  after: R | null,
): string[] {
  return fields.filter((field) => JSON.stringify(before?.[field]) !== JSON.stringify(after?.[field]));
}

export const parsedRecord = <R>(text: string | null): R | null => (text === null ? null : (JSON.parse(text) as R));

/** A history row as both change tables keep it. */
interface ChangeRow {
  id: number;
  at: string | Date;
  by: string;
  action: string;
  before: string | null;
  after: string | null;
}

/**
 * A page of a history, newest first, from rows read newest first with `limit + 1`: the one more says
 * older changes are there, and `nextBefore` is where the next page starts. `more`: a table's own fields.
 */
export function historyPage<R extends object, Row extends ChangeRow, More extends object = object>(
  rows: Row[],
  limit: number,
  fields: readonly (keyof R & string)[],
  more: (row: Row) => More = () => ({}) as More,
) {
  const shown = rows.slice(0, limit);
  return {
    changes: shown.map((row) => {
      const before = parsedRecord<R>(row.before);
      const after = parsedRecord<R>(row.after);
      return {
        id: Number(row.id),
        at: (utcTime(row.at) ?? new Date(0)).toISOString(),
        by: row.by,
        action: row.action,
        before,
        after,
        changed: changedFields(fields, before, after),
        ...more(row),
      };
    }),
    ...(rows.length > limit && { nextBefore: Number(shown.at(-1)?.id) }),
  };
}
