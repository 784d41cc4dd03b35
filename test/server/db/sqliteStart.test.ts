// A damaged SQLite file must stop the start with a message naming the file and what to do; a missing
// one is created where the settings say (SQLITE_FILE), ready for the server: a SQLite database in WAL
// mode, foreign keys enforced, the migrated tables (docs/requirements.md §10.11, §10.13).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SqliteDatabase } from '@/server/db/sqliteDriver';
import { sql } from 'kysely';
import { loadConfig } from '@/server/config';
import { DatabaseStartError, openDatabase, openSqlite } from '@/server/db/connection';
import { prepareDatabase } from '@/server/catalog/prepareDatabase';

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

  // As `npm start` does it (src/server/main.ts): the path from SQLITE_FILE through the settings, then
  // the start's preparation (migrations, demo catalogue). The file is then checked from outside,
  // with a connection of its own (the import CLI's), not through the shop's code.
  it('creates the folder and the file at the configured path: a SQLite database in WAL mode with the migrated tables', async () => {
    const file = path.join(dir, 'new', 'folder', 'shop.sqlite');
    const config = loadConfig({ SQLITE_FILE: file });
    expect(config.sqliteFile).toBe(file);
    expect(existsSync(file)).toBe(false);

    const db = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
    try {
      expect((await sql`pragma foreign_keys`.execute(db)).rows).toEqual([{ foreign_keys: 1 }]);
      expect(await prepareDatabase(db)).toBe(true); // the demo catalogue, on this first start
    } finally {
      await db.destroy();
    }

    expect(existsSync(file)).toBe(true);
    expect(statSync(file).isFile()).toBe(true);
    expect(readdirSync(dir)).toEqual(['new']); // nowhere else
    // A SQLite 3 database file starts with these 16 bytes (https://www.sqlite.org/fileformat.html).
    expect(readFileSync(file).subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
    const other = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    try {
      // WAL lets the import CLI write while the server reads; the mode is kept in the file itself.
      expect(other.pragma('journal_mode', { simple: true })).toBe('wal');
      const tables = other
        .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
        .pluck()
        .all();
      expect(tables).toEqual([
        'basket_lines',
        'basket_merges',
        'catalog_meta',
        'catalogue_imports',
        'categories',
        'category_changes',
        'favourites',
        'kysely_migration',
        'kysely_migration_lock',
        'mail_outbox',
        'order_changes',
        'order_lines',
        'orders',
        'product_changes',
        'product_images',
        'products',
        'products_search',
        'products_search_config',
        'products_search_data',
        'products_search_docsize',
        'products_search_idx',
        'search_word_grams',
        'search_words',
        'shop_settings',
        'shop_settings_changes',
        'staff',
        'upkeep_jobs',
      ]);
      expect(other.prepare('select name from kysely_migration order by name').pluck().all()).toEqual([
        '2026-11-21-001-catalogue',
        '2026-11-21-002-demo-pictures-webp',
        '2026-11-22-003-demo-category-pictures-webp',
        '2026-11-24-004-favourites',
        '2026-11-24-005-catalogue-changed-at',
        '2026-11-24-006-title-search',
        '2026-11-26-007-unique-positions',
        '2026-11-26-008-german-fold',
        '2026-11-26-009-word-list',
        '2026-11-26-010-staff',
        '2026-11-26-011-product-changes',
        '2026-11-27-012-category-changes',
        '2026-11-27-013-catalogue-imports',
        '2026-11-27-014-product-dates',
        '2026-11-28-015-selling',
        '2026-11-28-016-mail-outbox',
        '2026-11-29-017-order-changes',
        '2026-11-29-018-phrase-joins',
        '2026-11-29-019-order-language',
        '2026-11-30-020-basket-merge-keys',
      ]);
      const columns = (table: string) =>
        other.prepare('select name from pragma_table_info(?) order by cid').pluck().all(table);
      expect(columns('products')).toEqual([
        'id',
        'title',
        'price_cents',
        'description',
        'mark',
        'category',
        'position',
        'search_title',
        'updated_at',
        'stock',
        'vat_rate',
      ]);
      expect(columns('categories')).toEqual(['id', 'cat_name', 'bg_color', 'image_url', 'position']);
      expect(columns('product_images')).toEqual(['product_id', 'position', 'file']);
      expect(columns('catalog_meta')).toEqual(['id', 'version', 'changed_at', 'product_count', 'order_version']);
      expect(columns('favourites')).toEqual(['account', 'product_id', 'created_at']);
      expect(columns('staff')).toEqual(['email', 'added_at']);
      expect(columns('product_changes')).toEqual([
        'id',
        'product_id',
        'at',
        'by',
        'action',
        'before',
        'after',
        'undoes',
      ]);
      expect(columns('category_changes')).toEqual(['id', 'category_id', 'at', 'by', 'action', 'before', 'after']);
      expect(
        other.prepare("select name from pragma_index_list('products') where name = 'products_category'").pluck().get(),
      ).toBe('products_category');
      expect(other.prepare('select count(*) from categories').pluck().get()).toBe(9); // the demo catalogue
      expect(other.prepare('select count(*) from products').pluck().get()).toBeGreaterThan(0);
    } finally {
      other.close();
    }
  });
});
