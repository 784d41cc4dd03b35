// One statement on PostgreSQL through a client of its own (CREATE/DROP DATABASE or SCHEMA, asking what a
// database runs). Apart from testDatabase.ts, whose jest globals the benchmarks, run outside jest, cannot load.
import pg from 'pg';

export async function adminQuery<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}
