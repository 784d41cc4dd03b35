// Several shops (or test runs) in one PostgreSQL database, each in its own schema: each migrates its
// own schema, whatever tables the others already have.
import { sql } from 'kysely';
import { migrateToLatest } from '@/server/db/migrations';
import { describeWithPostgres, openPostgresTestDatabase, type TestDatabase } from '../support/testDatabase';

describeWithPostgres('migrations in one schema of a shared PostgreSQL database', () => {
  let migratedFirst: TestDatabase;
  let fresh: TestDatabase;
  beforeAll(async () => {
    migratedFirst = await openPostgresTestDatabase();
    fresh = await openPostgresTestDatabase();
  });
  afterAll(async () => {
    await migratedFirst?.dispose();
    await fresh?.dispose();
  });

  it('creates its migration tables and runs every migration though another schema has them already', async () => {
    await migrateToLatest(migratedFirst.db);
    await migrateToLatest(fresh.db);
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_name in ('kysely_migration', 'kysely_migration_lock', 'products')
      order by table_name`.execute(fresh.db);
    expect(rows.map((row) => row.table_name)).toEqual(['kysely_migration', 'kysely_migration_lock', 'products']);
  });

  it("reads no other schema's tables, so another schema changing meanwhile cannot fail the start", async () => {
    // Kysely's own answer read every schema's columns, and failed when another run altered or dropped
    // one during that read ('column "position" of relation "products" does not exist').
    const other = await openPostgresTestDatabase();
    try {
      await sql`create table products (id integer primary key)`.execute(other.db);
      await sql`create table kysely_migration (name varchar(255) primary key)`.execute(other.db);
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(fresh.db);
      const tables = await fresh.db.introspection.getTables({ withInternalKyselyTables: true });
      expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([rows[0]?.schema]));
      const products = tables.find((table) => table.name === 'products');
      expect(products?.columns.map((column) => column.name)).toContain('position');
      expect(products?.columns.find((column) => column.name === 'id')).toMatchObject({ isNullable: false });
      expect((await fresh.db.introspection.getTables()).map((table) => table.name)).not.toContain('kysely_migration');
    } finally {
      await other.dispose();
    }
  });
});
