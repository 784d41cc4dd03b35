// One statement on a connection of its own (CREATE/DROP DATABASE or SCHEMA). Apart from testDatabase.ts,
// whose jest globals the benchmarks, which run outside jest, cannot load.
import pg from 'pg';

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
