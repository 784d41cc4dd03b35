// An owner's DATABASE_URL may carry settings of its own (`?options=-c search_path=shop`): the shop
// keeps them and still adds its own, the searches' time limit among them.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openPostgres } from '@/server/db/connection';
import { costlyReadsOf } from '@/server/db/costlyReads/shopKysely';
import { adminQuery } from '../support/adminQuery';
import { describeWithPostgres } from '../support/testDatabase';

describeWithPostgres('a PostgreSQL URL with options of its own', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `opts_${randomBytes(5).toString('hex')}`;
  beforeAll(() => adminQuery(url, `CREATE SCHEMA ${schema}`));
  afterAll(() => adminQuery(url, `DROP SCHEMA IF EXISTS ${schema} CASCADE`));

  it("works in the URL's schema, and searches keep their time limit", async () => {
    const withOptions = new URL(url);
    withOptions.searchParams.set('options', `-c search_path=${schema}`);
    const db = openPostgres(withOptions.toString());
    try {
      const settings = sql<{ schema: string; limit: string }>`
        select current_schema() as schema, current_setting('statement_timeout') as limit`;
      expect((await settings.execute(db)).rows[0]?.schema).toBe(schema);
      expect((await settings.execute(costlyReadsOf(db))).rows[0]).toEqual({ schema, limit: '5s' });
    } finally {
      await db.destroy();
    }
  });
});
