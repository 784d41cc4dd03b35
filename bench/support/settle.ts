// Waiting until a shop has finished what it was doing (its start's background check of a SQLite
// file, searches still running after a measured run stopped) before the next run is measured:
// the process's CPU time stands still, and on PostgreSQL its database runs no query.
import { readFileSync } from 'node:fs';
import { adminQuery } from '../../test/server/support/adminQuery';

const STEP_MS = 500;
/** CPU time within one step that counts as idle (5 % of a core). */
const IDLE_CPU_MS = 25;
/** Linux's clock ticks a second (USER_HZ), in which /proc reports CPU time. */
const TICKS_PER_SECOND = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** User and system CPU time of a process and all its threads, in ms; 0 once it has exited. */
function cpuMs(pid: number): number {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  const fields = stat.split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000;
}

async function activeQueries(adminUrl: string, database: string): Promise<number> {
  const [row] = await adminQuery<{ count: string }>(
    adminUrl,
    "SELECT count(*) FROM pg_stat_activity WHERE datname = $1 AND state <> 'idle' AND pid <> pg_backend_pid()",
    [database],
  );
  return Number(row?.count ?? 0);
}

export interface Settling {
  pid: number;
  /** The shop's PostgreSQL database and an address to ask about it from outside, if on PostgreSQL. */
  postgres?: { adminUrl: string; database: string };
}

/** Resolves true once every shop is idle for a step, false if one still works after `timeoutMs`. */
export async function settle(shops: Settling[], timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const before = shops.map((shop) => cpuMs(shop.pid));
    await sleep(STEP_MS);
    const cpuIdle = shops.every((shop, index) => cpuMs(shop.pid) - (before[index] ?? 0) < IDLE_CPU_MS);
    if (!cpuIdle) continue;
    const queries = await Promise.all(
      shops.map((shop) =>
        shop.postgres ? activeQueries(shop.postgres.adminUrl, shop.postgres.database) : Promise.resolve(0),
      ),
    );
    if (queries.every((count) => count === 0)) return true;
  }
  return false;
}
