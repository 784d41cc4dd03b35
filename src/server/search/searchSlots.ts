// Room for search work in one process: a few searches ask the database at once and a short line
// waits; a search beyond both gets a 503 at once instead of slowing every other answer. Each
// search is counted and timed by kind and outcome (shop_searches_total, shop_search_duration_seconds).
import { ApiError } from '../http/errors';
import type { ShopMetrics } from '../ops/metrics';
import { ConcurrencyLimit } from './concurrencyLimit';
import type { SearchKind } from './searchKind';

/**
 * A search takes up to two database connections at once (its page and its count), so 4 leave most
 * of PostgreSQL's pool of 10 to product reads; SQLite runs them one after another anyway.
 */
const SEARCHES_RUNNING = 4;
/** About one more round of searches: a burst waits a moment, a flood is turned away. */
const SEARCHES_WAITING = 16;
/** A full line clears within a second or so; a few seconds spread the retries. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

export class SearchesBusyError extends ApiError {
  constructor() {
    super(503, 'busy', 'The shop has too many searches at once right now. Please try again in a few seconds.', {
      'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
    });
  }
}

export interface SearchSlotsOptions {
  running?: number;
  waiting?: number;
  metrics?: ShopMetrics;
}

export class SearchSlots {
  private readonly limit: ConcurrencyLimit;
  private readonly metrics: ShopMetrics | undefined;

  constructor(options: SearchSlotsOptions = {}) {
    this.limit = new ConcurrencyLimit(options.running ?? SEARCHES_RUNNING, options.waiting ?? SEARCHES_WAITING);
    this.metrics = options.metrics;
  }

  /** Searches asking the database now, and waiting for room (the metrics' gauges). */
  occupancy(): { running: number; waiting: number } {
    return { running: this.limit.runningNow, waiting: this.limit.waitingNow };
  }

  /** Runs the search when there is room; throws SearchesBusyError when there is none. */
  async run<T extends { matchingCapped?: boolean }>(kind: SearchKind, search: () => Promise<T>): Promise<T> {
    const startedAt = performance.now();
    const entered = this.limit.enter();
    if (!entered) {
      this.shed(kind);
      throw new SearchesBusyError();
    }
    await entered;
    let outcome = 'failed';
    try {
      const result = await search();
      outcome = result.matchingCapped ? 'capped' : 'answered';
      return result;
    } finally {
      this.limit.leave();
      this.metrics?.searches.inc({ kind, outcome });
      this.metrics?.searchDuration.observe({ kind, outcome }, (performance.now() - startedAt) / 1000);
    }
  }

  /** A search turned away, here or by the load shedding. */
  shed(kind: SearchKind): void {
    this.metrics?.searches.inc({ kind, outcome: 'shed' });
  }
}
