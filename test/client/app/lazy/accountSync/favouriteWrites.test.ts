// A signed-in shopper's heart clicks on their way to the account (requirements §10.21): latest
// wish per product, in order, a few tries with a growing wait, and what failed kept for later.
import { AccountApiError } from '@/client/api/accountApi';
import { FavouriteWrites } from '@/client/app/lazy/accountSync/favouriteWrites';

const policy = { tries: 4, firstDelayMs: 1000, maxDelayMs: 60_000 };

/** Every write and wait here settles within the current task (sends and waits are immediate fakes). */
const writesSettled = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeServer(answers: Array<number | 'ok'> = []) {
  const calls: string[] = [];
  const waits: number[] = [];
  const send = jest.fn(async (id: number, marked: boolean) => {
    calls.push(`${marked ? 'PUT' : 'DELETE'} ${id}`);
    const answer = answers.shift() ?? 'ok';
    if (answer !== 'ok') throw new AccountApiError(answer, answer === 429 ? 7000 : undefined);
  });
  const writes = new FavouriteWrites(send, policy, async (ms) => {
    waits.push(ms);
  });
  return { writes, calls, waits };
}

describe('FavouriteWrites', () => {
  it("sends each product's wishes in the order of its clicks, the last one last", async () => {
    const { writes, calls } = fakeServer();

    writes.set(3, true);
    writes.set(5, true);
    writes.set(3, false);
    await writesSettled();

    // 3 was clicked again while its PUT was on the way: its newer wish follows that PUT at once.
    expect(calls).toEqual(['PUT 3', 'DELETE 3', 'PUT 5']);
    expect(writes.stop().size).toBe(0);
  });

  it('tries a failing write again with a doubling wait, and stops once it goes through', async () => {
    const { writes, calls, waits } = fakeServer([0, 503, 'ok']);

    writes.set(7, true);
    await writesSettled();

    expect(calls).toEqual(['PUT 7', 'PUT 7', 'PUT 7']);
    expect(waits).toEqual([1000, 2000]);
  });

  it("waits as long as the server's Retry-After asks", async () => {
    const { writes, waits } = fakeServer([429]);

    writes.set(7, true);
    await writesSettled();

    expect(waits).toEqual([7000]);
  });

  it('gives up after four tries and keeps the wish for later', async () => {
    const { writes, calls, waits } = fakeServer([0, 0, 0, 0]);

    writes.set(7, false);
    await writesSettled();

    expect(calls).toHaveLength(4);
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(writes.stop()).toEqual(new Map([[7, false]]));
  });

  it('sends a wish that gave up again after the next write that goes through', async () => {
    const { writes, calls } = fakeServer([0, 0, 0, 0]);
    writes.set(7, true);
    await writesSettled();

    writes.set(8, true);
    await writesSettled();

    expect(calls.slice(4)).toEqual(['PUT 8', 'PUT 7']);
    expect(writes.stop().size).toBe(0);
  });

  it('drops a write the server refuses for good (an unknown product, 1000 favourites)', async () => {
    const { writes, calls } = fakeServer([404, 409]);

    writes.set(99, true);
    writes.set(98, true);
    await writesSettled();

    expect(calls).toEqual(['PUT 99', 'PUT 98']);
    expect(writes.stop().size).toBe(0);
  });

  it('sends nothing after stop (sign-out) and hands back what was left', async () => {
    const { writes, calls } = fakeServer();
    const left = writes.stop();
    writes.set(1, true);
    await writesSettled();

    expect(calls).toEqual([]);
    expect(left.size).toBe(0);
  });
});
