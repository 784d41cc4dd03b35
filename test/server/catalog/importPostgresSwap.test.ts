// A replace import on PostgreSQL fills staging tables and swaps them in at the end
// (catalog/postgresStaging.ts): afterwards the schema is exactly the migrations' (names included, so
// later migrations' `if not exists` still match), and while it runs other connections read the old catalogue.
import pg from 'pg';
import { sql } from 'kysely';
import type { CatalogRecord } from '@/server/catalog/catalogInput';
import { importCatalog, importCatalogRecords } from '@/server/catalog/importCatalog';
import { migrateToLatest } from '@/server/db/migrations';
import { prepareDatabase } from '@/server/catalog/prepareDatabase';
import { demoCatalog } from '@/server/db/demoCatalog';
import { generateCatalog } from '../../../bench/support/catalogues';
import { describeWithPostgres, openTestDatabase, type TestDatabase } from '../support/testDatabase';

const url = process.env.TEST_DATABASE_URL;

/** Tables, indexes and constraints of the test's schema, with their definitions. */
async function schemaOf(database: TestDatabase) {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() order by 1`.execute(database.db);
  const indexes = await sql<{ table: string; name: string; definition: string }>`
    select tablename as table, indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() order by 2`.execute(database.db);
  const constraints = await sql<{ table: string; name: string; definition: string }>`
    select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint where connamespace = current_schema()::regnamespace order by 1, 2`.execute(database.db);
  const grants = await sql<{ name: string; acl: string | null }>`select relname as name, relacl::text as acl
    from pg_class where relnamespace = current_schema()::regnamespace and relkind = 'r' order by 1`.execute(
    database.db,
  );
  return { tables: tables.rows, indexes: indexes.rows, constraints: constraints.rows, grants: grants.rows };
}

/** A connection of its own that gives up after a second instead of waiting for a lock. */
async function impatientReader(database: TestDatabase): Promise<pg.Client> {
  const schema = await sql<{ name: string }>`select current_schema() as name`.execute(database.db);
  const client = new pg.Client({
    connectionString: url,
    options: `-c search_path=${schema.rows[0]?.name ?? ''} -c statement_timeout=1000`,
  });
  await client.connect();
  return client;
}

describeWithPostgres('replace import on postgres, through staging tables', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    // Only migrated: the demo seed is a replace import too. (One schema at a time: Kysely's migrator
    // takes another schema's migration table for this one's.)
    database = await openTestDatabase('postgres');
    await migrateToLatest(database.db);
  });
  afterEach(() => database.dispose());

  it('leaves tables, indexes, constraints and grants exactly as they were, after success and failure', async () => {
    await sql`grant select on products, product_images, categories to public`.execute(database.db);
    const before = await schemaOf(database);
    expect(before.indexes.map((index) => index.name)).toContain('products_search_title_trgm');
    await importCatalog(database.db, generateCatalog(1_200), 'replace');
    expect(await schemaOf(database)).toEqual(before);
    await migrateToLatest(database.db); // nothing left to do, nothing failing
    const bad = generateCatalog(1_200) as unknown as { products: Array<Record<string, unknown>> };
    bad.products[1_100]!.price = 'x';
    await expect(importCatalog(database.db, bad, 'replace')).rejects.toThrow("field 'price'");
    expect(await schemaOf(database)).toEqual(before);
  });

  // Searches walk the order index without the rows only where the visibility map says all rows are visible.
  it('leaves the new rows marked visible, so a search reads the order index alone', async () => {
    await importCatalog(database.db, generateCatalog(1_200), 'replace');
    const { rows } = await sql<{ table: string; vacuumed: boolean }>`select relname as table,
      last_vacuum is not null as vacuumed from pg_stat_user_tables
      where schemaname = current_schema() and relname in ('products', 'product_images') order by 1`.execute(
      database.db,
    );
    expect(rows).toEqual([
      { table: 'product_images', vacuumed: true },
      { table: 'products', vacuumed: true },
    ]);
  });

  it('other connections read the old catalogue while the import runs, and the new one after', async () => {
    await prepareDatabase(database.db);
    const reader = await impatientReader(database);
    let resume = () => undefined as void;
    let paused!: () => void;
    const halfway = new Promise<void>((resolve) => (paused = resolve));
    const catalogue = generateCatalog(2_000);
    async function* records(): AsyncIterable<CatalogRecord> {
      for (const value of catalogue.categories) yield { list: 'categories', value };
      for (const [index, value] of catalogue.products.entries()) {
        if (index === 1_500) {
          paused();
          await new Promise<void>((resolve) => (resume = resolve));
        }
        yield { list: 'products', value };
      }
    }
    const count = async () =>
      Number(
        (
          await reader.query<{ n: string }>(
            'select count(*) as n from products join product_images on product_id = id where product_images.position = 0',
          )
        ).rows[0]?.n,
      );
    const titleSearch = `select count(*) as n from products where search_title like '%bohr%'`;
    try {
      const running = importCatalogRecords(database.db, records(), 'replace');
      await halfway; // 1,500 products written into the import's transaction
      expect(await count()).toBe(demoCatalog.products.length);
      expect(Number((await reader.query<{ n: string }>(titleSearch)).rows[0]?.n)).toBeGreaterThan(0);
      resume();
      await expect(running).resolves.toEqual({ categories: catalogue.categories.length, products: 2_000 });
      expect(await count()).toBe(2_000);
    } finally {
      resume(); // a failed expectation must not leave the import waiting
      await reader.end();
    }
  });
});
