// The search line's length follows how long searches take in this process: as many may wait as it
// can clear within a second; one more is answered "busy" at once. Time is the test's own clock.
import { SearchesBusyError, SearchSlots } from '@/server/search/searchSlots';

/** A search that resolves when told. */
function heldSearch() {
  let finish = () => undefined as void;
  const released = new Promise<void>((resolve) => (finish = resolve));
  return { run: async () => (await released, {}), finish };
}

describe('the search line', () => {
  let now: number;
  let slots: SearchSlots;
  beforeEach(() => {
    now = 0;
    slots = new SearchSlots({ running: 1, clock: () => now });
  });

  /** A search that takes `ms` of the test's clock. */
  const taking = (ms: number) => () => {
    now += ms;
    return Promise.resolve({});
  };

  /** Puts searches in line behind a held one until one is shed; how many waited. */
  async function lineLength(searchMs: number): Promise<{ waited: number; release: () => Promise<void> }> {
    const held = heldSearch();
    const running = slots.run('api', held.run);
    const waiting: Array<Promise<unknown>> = [];
    for (;;) {
      const before = slots.occupancy().waiting;
      const search = slots.run('api', taking(searchMs));
      if (slots.occupancy().waiting === before) {
        await expect(search).rejects.toBeInstanceOf(SearchesBusyError);
        break;
      }
      waiting.push(search);
    }
    return {
      waited: waiting.length,
      release: async () => {
        held.finish();
        await running;
        await Promise.all(waiting);
      },
    };
  }

  it('lets as many wait as a second holds at the first guess of 100 ms a search', async () => {
    const line = await lineLength(10);
    expect(line.waited).toBe(10); // the 11th would wait 1.1 s
    expect(slots.expectedWaitMs()).toBeGreaterThan(1000);
    await line.release();
  });

  it('lets more wait once searches have been quick, and fewer once they have been slow', async () => {
    for (let i = 0; i < 20; i++) await slots.run('api', taking(20));
    const quick = await lineLength(20);
    expect(quick.waited).toBeGreaterThan(30);
    await quick.release();

    for (let i = 0; i < 20; i++) await slots.run('api', taking(400));
    const slow = await lineLength(400);
    expect(slow.waited).toBeLessThanOrEqual(3);
    await slow.release();
  });

  it('ends the line at its hard bound whatever the measure says', async () => {
    slots = new SearchSlots({ running: 1, waiting: 5, clock: () => now });
    for (let i = 0; i < 20; i++) await slots.run('api', taking(1));
    const line = await lineLength(1);
    expect(line.waited).toBe(5);
    await line.release();
  });
});
