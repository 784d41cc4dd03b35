// A few tries with a doubling wait, or the wait the server asked for.

export interface RetryPolicy {
  /** Calls in all, the first one included. */
  tries: number;
  firstDelayMs: number;
  /** No wait is longer, whatever the server asks for. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { tries: 4, firstDelayMs: 1000, maxDelayMs: 60_000 };

/** The wait before the try after `attempt` (from 1), or null when none is left; `askedMs`: Retry-After. */
export function retryDelay(attempt: number, policy: RetryPolicy, askedMs?: number): number | null {
  if (attempt >= policy.tries) return null;
  return Math.min(askedMs ?? policy.firstDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
