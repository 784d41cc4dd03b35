// The services the server tests reach, checked once before they run: a missing one fails the run
// naming the service, not a hundred connection errors later; in CI it is never a silent skip.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const inCi = process.env.CI === 'true';

/** The URL without its password, fit for a message. */
function shown(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

export async function checkPostgres(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    if (inCi) throw new Error('PostgreSQL: CI runs every PostgreSQL test, but TEST_DATABASE_URL is not set.');
    console.log('PostgreSQL: TEST_DATABASE_URL is not set, so its tests are skipped (and counted as skipped).');
    return;
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${shown(url)} cannot be reached (${error instanceof Error ? error.message : String(error)}): ` +
        'the PostgreSQL tests need it. Start it, or (outside CI) unset TEST_DATABASE_URL to skip them.',
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The several-copies tests start a Redis of their own (test/reliability/support/ownRedis.ts). */
export function checkRedisServer(): void {
  if (!process.env.TEST_DATABASE_URL && !inCi) return; // those tests also need PostgreSQL: skipped
  const found = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  if (found.status !== 0)
    throw new Error(
      `Redis: the several-copies tests start their own redis-server, which cannot be run here (${found.error?.message ?? found.stderr.trim()}).`,
    );
}
