// better-sqlite3 12 (node::ObjectWrap) aborts the process on Node 24.19+ when a collected statement is
// finalised (nodejs/node#65446, WiseLibs/better-sqlite3#1515); 13 (Node-API) does not, but needs Node 22+.
// Each Node line gets the build that runs on it: docs/decisions.md, "SQLite driver per Node line".
import type BetterSqlite3 from 'better-sqlite3';

/** The first Node.js major that better-sqlite3 13 supports. */
const NAPI_BUILD_FROM = 22;

const nodeMajor = Number(process.versions.node.split('.')[0]);

/** The package name of the build in use, for the few places that reach into its files. */
export const sqliteDriverPackage = nodeMajor >= NAPI_BUILD_FROM ? 'better-sqlite3-napi' : 'better-sqlite3';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- chosen at run time; both share one API
export const SqliteDatabase = require(sqliteDriverPackage) as typeof BetterSqlite3;
export type SqliteDatabase = BetterSqlite3.Database;
