// Several shops (or test runs) in one PostgreSQL database, each in its own schema: each migrates its
// own schema, whatever tables the others already have.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
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

  it('reads the tables again when another schema is dropped while it reads them', async () => {
    // Kysely reads every schema's tables; PostgreSQL fails that read, naming the other schema, when
    // another run drops its schema meanwhile. The first such read here fails that way.
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(fresh.db);
    const pool = new pg.Pool({
      connectionString: process.env.TEST_DATABASE_URL,
      options: `-c search_path=${rows[0]?.schema}`,
    });
    let failedOnce = false;
    const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
    pool.connect = (async () => {
      const client = await connect();
      const query = client.query.bind(client) as (text: string, values?: unknown[]) => Promise<unknown>;
      client.query = ((text: string, values?: unknown[]) => {
        if (failedOnce || !String(text).includes('pg_get_serial_sequence')) return query(text, values);
        failedOnce = true;
        return Promise.reject(Object.assign(new Error('schema "test_gone" does not exist'), { code: '3F000' }));
      }) as typeof client.query;
      return client;
    }) as typeof pool.connect;
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    try {
      await migrateToLatest(db);
      expect(failedOnce).toBe(true);
      const { rows: tables } = await sql<{ n: number }>`select count(*)::int as n from products`.execute(db);
      expect(tables[0]?.n).toBe(0);
    } finally {
      await db.destroy();
    }
  });
});
