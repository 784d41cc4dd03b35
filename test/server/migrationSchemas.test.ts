// Several shops (or test runs) in one PostgreSQL database, each in its own schema: each migrates its
// own schema, whatever tables the others already have.
import { sql } from 'kysely';
import { migrateToLatest } from '@/server/db/migrations';
import { describeWithPostgres, openPostgresTestDatabase, type TestDatabase } from './support/testDatabase';

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
});
