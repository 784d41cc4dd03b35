// One statement on PostgreSQL through a client of its own (creating and dropping the benchmarks'
// databases, asking what a database runs). Not the test suite's helper: that module declares jest
// suites when it loads, which a benchmark outside jest cannot.
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
