// A signed-in shopper's heart clicks on their way to the account: the latest wish per product,
// sent one at a time in click order, each tried a few times. The local flag stays whatever happens.
import { AccountApiError } from '@/client/api/accountApi';
import { DEFAULT_RETRY_POLICY, retryDelay, sleep, type RetryPolicy } from '@/client/lib/retry';

export type SendFavourite = (productId: number, marked: boolean) => Promise<void>;

/** Worth another try: no answer, a refused token, 408, 429 or a server error. */
export function isRetryable(error: unknown): error is AccountApiError {
  if (!(error instanceof AccountApiError)) return false;
  const { status } = error;
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}

export class FavouriteWrites {
  private readonly wanted = new Map<number, boolean>();
  /** Wishes that failed every try: sent again after the next write that goes through, or at the next sign-in. */
  private readonly gaveUp = new Map<number, boolean>();
  private readonly wished = new Set<number>();
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly send: SendFavourite,
    private readonly policy: RetryPolicy = DEFAULT_RETRY_POLICY,
    private readonly wait: (ms: number) => Promise<void> = sleep,
  ) {}

  set(productId: number, marked: boolean): void {
    if (this.stopped) return;
    this.gaveUp.delete(productId);
    this.wished.add(productId);
    this.wanted.set(productId, marked);
    this.drain();
  }

  /** Products wished for since this sign-in, sent or not: the join leaves them to the click. */
  wishedIds(): ReadonlySet<number> {
    return this.wished;
  }

  /** Stops sending (sign-out) and hands back what was not sent, for this account's next sign-in. */
  stop(): Map<number, boolean> {
    this.stopped = true;
    return new Map([...this.gaveUp, ...this.wanted]);
  }

  private drain(): void {
    this.running ??= this.sendAll().finally(() => {
      this.running = undefined;
      if (this.wanted.size > 0 && !this.stopped) this.drain(); // a wish that came while finishing
    });
  }

  private async sendAll(): Promise<void> {
    for (let next = this.wanted.keys().next(); !next.done && !this.stopped; next = this.wanted.keys().next()) {
      await this.sendOne(next.value);
    }
  }

  private async sendOne(productId: number): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      const marked = this.wanted.get(productId);
      if (marked === undefined || this.stopped) return;
      try {
        await this.send(productId, marked);
      } catch (error) {
        const delay = isRetryable(error) ? retryDelay(attempt, this.policy, error.retryAfterMs) : null;
        if (delay !== null) {
          await this.wait(delay); // the next try sends the wish as it is then
          continue;
        }
        // Clicked again meanwhile: the new wish is sent next, with fresh tries.
        if (this.wanted.get(productId) !== marked) return;
        this.wanted.delete(productId);
        if (isRetryable(error)) this.gaveUp.set(productId, marked);
        return;
      }
      if (this.wanted.get(productId) === marked) this.wanted.delete(productId);
      // The way is open again: what gave up earlier goes once more.
      for (const [id, wish] of this.gaveUp) if (!this.wanted.has(id)) this.wanted.set(id, wish);
      this.gaveUp.clear();
      return;
    }
  }
}
