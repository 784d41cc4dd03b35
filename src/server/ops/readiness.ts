// Whether this copy should get traffic: not while it stops, and only while its database answers
// within READY_WITHIN_MS with every migration this code knows applied.
import { sql } from 'kysely';
import type { ShopDb } from '../db/connection';
import { latestMigration } from '../db/migrations';

const READY_WITHIN_MS = 1000;

/** Why the copy is not ready, or undefined when it is. */
export type ReadinessProbe = () => Promise<string | undefined>;

export function databaseProbe(db: ShopDb): ReadinessProbe {
  return async () => {
    try {
      const row = await sql<{
        name: string;
      }>`select name from kysely_migration where name = ${latestMigration}`.execute(db);
      return row.rows.length === 1 ? undefined : `The database lacks the migration ${latestMigration}.`;
    } catch {
      return 'The database does not answer.';
    }
  };
}

export class Readiness {
  private stopping = false;
  private lastingProblem: string | undefined;

  constructor(private readonly probe: ReadinessProbe = () => Promise.resolve(undefined)) {}

  /** From now on /readyz says 503, so a load balancer sends no new shoppers here. */
  stop(): void {
    this.stopping = true;
  }

  /** A problem that does not go away by itself (a damaged database file): /readyz says 503 from now on. */
  fail(reason: string): void {
    this.lastingProblem = reason;
  }

  async problem(): Promise<string | undefined> {
    if (this.stopping) return 'The shop is stopping.';
    if (this.lastingProblem) return this.lastingProblem;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`The database did not answer within ${READY_WITHIN_MS} ms.`), READY_WITHIN_MS);
    });
    try {
      return await Promise.race([this.probe(), late]);
    } finally {
      clearTimeout(timer);
    }
  }
}
