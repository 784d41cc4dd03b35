// One thread of the SQLite reader pool (sqliteReaders.ts): its own read-only connection to the
// shop's file, so a long search runs beside the event loop instead of on it. Plain JavaScript: the
// thread loads it as it is, under tsx and under Jest alike.
const { workerData } = require('node:worker_threads');
const { LRUCache } = require('lru-cache');

// The build that runs on this Node line (db/sqliteDriver.ts chose it).
const Database = require(workerData.driverPackage);

/** The statements a reader keeps prepared: a search asks the same few shapes again and again. */
const KEPT_STATEMENTS = 32;

let database;
const statements = new LRUCache({ max: KEPT_STATEMENTS });

function prepared(text) {
  let statement = statements.get(text);
  if (!statement) {
    database ??= new Database(workerData.file, { readonly: true, fileMustExist: true });
    statement = database.prepare(text);
    if (!statement.reader) throw new Error('The SQLite reader pool only reads.');
    statements.set(text, statement);
  }
  return statement;
}

/** Runs one compiled query; its rows go back to the main thread. */
module.exports = ({ sql, parameters }) => prepared(sql).all(parameters);
