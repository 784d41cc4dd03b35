// A damaged SQLite file must stop the start with a message naming the file and what to do.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseStartError, openSqlite } from '../../src/server/db/connection';

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
    expect(() => openSqlite(file)).toThrow(new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*Move or delete that file`));
  });

  it('refuses a path that cannot be opened as a file', () => {
    expect(() => openSqlite(dir)).toThrow(/cannot be used/);
  });

  it('creates the folder and the file when they do not exist yet', async () => {
    const db = openSqlite(path.join(dir, 'new', 'shop.sqlite'));
    await db.destroy();
  });
});
