// Shedding starts only when the process stays behind (issue 49, "shedding only past capacity"): a
// second whose loop lagged past the limit is not overload; the same lag for several seconds in a row is.
import { setTimeout as pause } from 'node:timers/promises';
import { LagWindow, sustainedLagCheck } from '@/server/search/sustainedLag';

describe('LagWindow', () => {
  it('is behind only when each of its last seconds lagged past the limit', () => {
    const window = new LagWindow(250, 3);
    window.record(900);
    window.record(900);
    expect(window.behind).toBe(false);
    window.record(251);
    expect(window.behind).toBe(true);
    window.record(250); // at the limit is not past it
    expect(window.behind).toBe(false);
    window.record(400);
    window.record(400);
    expect(window.behind).toBe(false); // the second at the limit is still among the last three
    window.record(400);
    expect(window.behind).toBe(true);
  });
});

describe('sustainedLagCheck', () => {
  /**
   * Holds the event loop for `ms`, then lets the delay histogram take its sample of it. Its timer
   * ticks once first: Node drops the interval that spans a reset.
   */
  async function blockLoop(ms: number): Promise<void> {
    await pause(20);
    const until = performance.now() + ms;
    while (performance.now() < until);
    await pause(1);
  }

  it('reads a blocked loop from the real histogram, and one blocked second sheds nothing', async () => {
    const oneSecond = sustainedLagCheck(new LagWindow(250, 1));
    const threeSeconds = sustainedLagCheck(new LagWindow(250, 3));
    try {
      expect([oneSecond.keepsUp(), threeSeconds.keepsUp()]).toEqual([true, true]); // no sample yet
      await blockLoop(1000);
      expect(oneSecond.keepsUp()).toBe(false);
      expect(threeSeconds.keepsUp()).toBe(true);
      await pause(50); // a loop that keeps up again
      expect(oneSecond.keepsUp()).toBe(true);
    } finally {
      oneSecond.stop();
      threeSeconds.stop();
    }
  });
});
