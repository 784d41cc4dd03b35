// A damaged SQLite file must stop the start with a message naming the file and what to do; a missing
// one is created where the settings say, ready for the server (WAL, foreign keys enforced).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { DatabaseStartError, openSqlite } from '@/server/db/connection';
import { migrateToLatest } from '@/server/db/migrations';

describe('opening the SQLite file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'shop-sqlite-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a file that is not a database, naming it and saying how to recover', () => {
    const file = path.join(dir, 'shop.sqlite');
    writeFileSync(file, 'this is not a database file, just some text '.repeat(200));
    expect(() => openSqlite(file)).toThrow(DatabaseStartError);
    expect(() => openSqlite(file)).toThrow(
      new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*Move or delete that file`),
    );
  });

  it('refuses a path that cannot be opened as a file', () => {
    expect(() => openSqlite(dir)).toThrow(/cannot be used/);
  });

  it('creates the folder and the file when they do not exist yet, in WAL mode with foreign keys enforced', async () => {
    const file = path.join(dir, 'new', 'shop.sqlite');
    const db = openSqlite(file);
    try {
      expect((await sql`pragma foreign_keys`.execute(db)).rows).toEqual([{ foreign_keys: 1 }]);
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    // The file at the configured path holds what was written, and another connection (the import
    // CLI's) finds it in WAL mode, so it can write while the server reads.
    expect(readFileSync(file).subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
    const other = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    try {
      expect(other.pragma('journal_mode', { simple: true })).toBe('wal');
      const tables = other.prepare("select name from sqlite_master where type = 'table' order by name").pluck().all();
      expect(tables).toEqual(expect.arrayContaining(['catalog_meta', 'categories', 'product_images', 'products']));
    } finally {
      other.close();
    }
  });
});
