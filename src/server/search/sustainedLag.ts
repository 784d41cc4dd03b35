// The event loop's lag judged over several seconds, not one: a single slow second (a garbage
// collection, a burst, a neighbour on shared cores) sheds nothing; a process that stays behind does.
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** The histogram's sampling step: a loop that is never late still reads this much, so it is taken off. */
const RESOLUTION_MS = 10;

/** The mean lag of the last few seconds, one figure a second, and whether every one was past the limit. */
export class LagWindow {
  private readonly recent: number[] = [];

  constructor(
    readonly limitMs: number,
    readonly seconds: number,
  ) {}

  /** One second's mean lag, in milliseconds. */
  record(meanLagMs: number): void {
    this.recent.push(meanLagMs);
    if (this.recent.length > this.seconds) this.recent.shift();
  }

  /** True only when each of the last `seconds` seconds lagged past the limit. */
  get behind(): boolean {
    return this.recent.length === this.seconds && this.recent.every((lag) => lag > this.limitMs);
  }
}

/**
 * A check to run once a second: records the loop's mean lag since the last call into `window` and
 * says whether the process keeps up; `stop` ends the sampling.
 */
export function sustainedLagCheck(window: LagWindow): { keepsUp: () => boolean; stop: () => void } {
  // A histogram of its own, reset at each check, so each figure is exactly one check's second
  // (under-pressure's own samples run on a timer of their own, which drifts against the check's).
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  return {
    keepsUp: () => {
      // No sample since the last call (the first call, at once) reads NaN: nothing to judge by.
      const mean = histogram.mean / 1e6 - RESOLUTION_MS;
      if (!Number.isNaN(mean)) window.record(Math.max(0, mean));
      histogram.reset();
      return !window.behind;
    },
    stop: () => histogram.disable(),
  };
}
