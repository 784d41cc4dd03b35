// How long to wait before trying a failed call again, for calls that may fail for a moment (the
// network, a busy or restarting server): a few tries with a doubling wait, or the wait the server
// asked for.

export interface RetryPolicy {
  /** Calls in all, the first one included. */
  tries: number;
  firstDelayMs: number;
  /** No wait is longer, whatever the server asks for. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { tries: 4, firstDelayMs: 1000, maxDelayMs: 60_000 };

/**
 * The wait before try number `attempt + 1` after try `attempt` (from 1) failed, or null when no
 * try is left. `askedMs` is what the server asked for (Retry-After).
 */
export function retryDelay(attempt: number, policy: RetryPolicy, askedMs?: number): number | null {
  if (attempt >= policy.tries) return null;
  return Math.min(askedMs ?? policy.firstDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
