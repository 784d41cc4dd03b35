// Room for search work in one process: a few searches ask the database at once and the rest wait in
// a line as long as the process can clear in time: the line's length follows how long searches have
// been taking here (a measured capacity), so a burst of quick searches waits a moment while a flood of
// slow ones is turned away with a 503 at once instead of slowing every other answer. Each search is
// counted and timed by kind and outcome (shop_searches_total, shop_search_duration_seconds).
import { ApiError } from '../http/errors';
import type { ShopMetrics } from '../ops/metrics';
import { ConcurrencyLimit } from './concurrencyLimit';
import type { SearchKind } from './searchKind';

/**
 * A search takes up to two database connections at once (its page and its count), so 4 leave most
 * of PostgreSQL's pool of 10 to product reads; SQLite runs them one after another anyway.
 */
const SEARCHES_RUNNING = 4;
/** The line's hard end, whatever the measure says: a bound on memory and on a measure that lags. */
const SEARCHES_WAITING = 64;
/** The longest a search should wait for room; one expected to wait longer is answered "busy" at once. */
const MAX_WAIT_MS = 1000;
/** A search's time before any has been measured. */
const FIRST_GUESS_MS = 100;
/** The weight of each new search's time in the running mean. */
const MEAN_WEIGHT = 0.2;
/** A full line clears within a second or so; a few seconds spread the retries. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

export class SearchesBusyError extends ApiError {
  constructor() {
    super(
      503,
      'busy',
      (i18n) =>
        i18n._({
          id: 'api.search.slotsFull',
          message: 'The shop has too many searches at once right now. Please try again in a few seconds.',
        }),
      { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) },
    );
  }
}

export interface SearchSlotsOptions {
  running?: number;
  waiting?: number;
  metrics?: ShopMetrics;
  /** Milliseconds from some fixed point; tests pass a clock of their own. */
  clock?: () => number;
}

export class SearchSlots {
  private readonly limit: ConcurrencyLimit;
  private readonly metrics: ShopMetrics | undefined;
  private readonly clock: () => number;
  /** The running mean of how long a search asked the database here, in ms. */
  private searchMs = FIRST_GUESS_MS;

  constructor(options: SearchSlotsOptions = {}) {
    this.limit = new ConcurrencyLimit(options.running ?? SEARCHES_RUNNING, options.waiting ?? SEARCHES_WAITING);
    this.metrics = options.metrics;
    this.clock = options.clock ?? (() => performance.now());
  }

  /** How long one more search would wait for room, by the searches' measured time. */
  expectedWaitMs(): number {
    if (this.limit.runningNow < this.limit.running) return 0;
    return (this.searchMs * (this.limit.waitingNow + 1)) / this.limit.running;
  }

  /** Searches asking the database now, and waiting for room (the metrics' gauges). */
  occupancy(): { running: number; waiting: number } {
    return { running: this.limit.runningNow, waiting: this.limit.waitingNow };
  }

  /** Runs the search when there is room; throws SearchesBusyError when there is none. */
  async run<T extends { matchingCapped?: boolean }>(kind: SearchKind, search: () => Promise<T>): Promise<T> {
    const startedAt = this.clock();
    const entered = this.expectedWaitMs() > MAX_WAIT_MS ? undefined : this.limit.enter();
    if (!entered) {
      this.shed(kind);
      throw new SearchesBusyError();
    }
    await entered;
    const runFrom = this.clock();
    let outcome = 'failed';
    try {
      const result = await search();
      outcome = result.matchingCapped ? 'capped' : 'answered';
      return result;
    } finally {
      // A failed search counts too: one cut off by the statement timeout says the database is slow.
      this.searchMs += MEAN_WEIGHT * (this.clock() - runFrom - this.searchMs);
      this.limit.leave();
      this.metrics?.searches.inc({ kind, outcome });
      this.metrics?.searchDuration.observe({ kind, outcome }, (this.clock() - startedAt) / 1000);
    }
  }

  /** A search turned away, here or by the load shedding. */
  shed(kind: SearchKind): void {
    this.metrics?.searches.inc({ kind, outcome: 'shed' });
  }
}
