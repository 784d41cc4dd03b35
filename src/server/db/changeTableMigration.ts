// A staff change table, as every versioned record keeps its history: who changed it, when, how, and
// the whole record before and after. Released migrations create their tables with it, so it is frozen:
// a new kind of column is a new migration, never an edit here. Safe to run again (tests re-run them).
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { isSqlite } from './dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
type AnyDb = Kysely<any>;

interface ChangeTable {
  table: string;
  /** The changed record's key, and the index that reads its history newest first; none for a one-record resource. */
  record?: { column: string; index: string };
  /** A column naming the change an undo undid. */
  undoes?: boolean;
}

export async function createChangeTable(db: AnyDb, { table, record, undoes = false }: ChangeTable): Promise<void> {
  let columns: CreateTableBuilder<string, string> = db.schema
    .createTable(table)
    .ifNotExists()
    // SQLite: an integer primary key is the rowid, given in rising order; PostgreSQL: a sequence.
    .addColumn('id', isSqlite(db) ? 'integer' : 'serial', (col) => col.primaryKey());
  if (record) columns = columns.addColumn(record.column, 'integer', (col) => col.notNull());
  columns = columns
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .addColumn('by', 'varchar(320)', (col) => col.notNull())
    .addColumn('action', 'varchar(20)', (col) => col.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text');
  if (undoes) columns = columns.addColumn('undoes', 'integer');
  await columns.execute();
  if (record)
    await db.schema.createIndex(record.index).ifNotExists().on(table).columns([record.column, 'id']).execute();
}
