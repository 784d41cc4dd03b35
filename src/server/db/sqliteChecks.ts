// A damaged SQLite file must not be served from, but `pragma quick_check` reads the whole file (11.6 s
// at 1,000,000 products): the start reads only what every query starts from, and the whole check runs
// after it in a worker thread, off the server's event loop (docs/operations-running.md, "Health").
import { Worker } from 'node:worker_threads';
import { sqliteDriverPackage, type SqliteDatabase } from './sqliteDriver';

interface TableEntry {
  name: string;
  /** 1 for a WITHOUT ROWID table. */
  wr: number;
}

/** Reads the schema and each table's first and last leaf: milliseconds at any size; throws on damage. */
export function checkSqliteStructure(sqlite: SqliteDatabase): void {
  const tables = sqlite
    .prepare("select name, wr from pragma_table_list where schema = 'main' and type in ('table', 'shadow')")
    .all() as TableEntry[];
  for (const { name, wr } of tables) {
    const table = `"${name.replaceAll('"', '""')}"`;
    sqlite.prepare(`select * from ${table} limit 1`).all();
    if (!wr) sqlite.prepare(`select * from ${table} order by rowid desc limit 1`).all();
  }
}

const FULL_CHECK = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
try {
  parentPort.postMessage(db.pragma('quick_check', { simple: true }));
} finally {
  db.close();
}`;

/** The whole file's check on a connection of its own: 'ok', or what SQLite found wrong. */
export function checkWholeSqliteFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(FULL_CHECK, {
      eval: true,
      workerData: { driver: require.resolve(sqliteDriverPackage), file },
    });
    worker.once('message', (result: unknown) => resolve(String(result)));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the check stopped (exit ${code})`)));
  });
}
