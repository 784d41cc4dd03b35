// Which database a Kysely instance talks to, for the few statements the two write differently.
import { sql, SqliteAdapter, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations ask too, on any schema
export function isSqlite(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** Whether a table has a column: migrations that tests run again add a column only once. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function hasColumn(db: Kysely<any>, table: string, column: string): Promise<boolean> {
  const found = isSqlite(db)
    ? await sql`select 1 from pragma_table_info(${table}) where name = ${column}`.execute(db)
    : await sql`select 1 from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} and column_name = ${column}`.execute(db);
  return found.rows.length > 0;
}
