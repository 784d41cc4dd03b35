// The shop's account API (favourites and account data, docs/requirements.md §10.15) called with the
// shopper's ID token. Plain fetch: the answers never enter the store's cache.

/** As for the catalogue (§9.3): a hung server counts as a failed call, which is tried again. */
const TIMEOUT_MS = 10_000;

/** A call that did not succeed: `status` 0 when no answer came (network, timeout, unreadable body). */
export class AccountApiError extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterMs?: number,
  ) {
    super(status === 0 ? 'The account API did not answer.' : `The account API answered ${status}.`);
    this.name = 'AccountApiError';
  }
}

function retryAfterMs(header: string | null): number | undefined {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

/** A call of the shop's account API (favourites, account data) at `apiPath`; failures as AccountApiError. */
export async function callAccountApi(
  method: 'GET' | 'PUT' | 'DELETE',
  apiPath: string,
  token: string,
): Promise<Response> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), TIMEOUT_MS);
  try {
    const response = await fetch(`${globalThis.location.origin}${apiPath}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      cache: 'no-store',
      signal: abort.signal,
    });
    if (!response.ok) throw new AccountApiError(response.status, retryAfterMs(response.headers.get('retry-after')));
    return response;
  } catch (error) {
    throw error instanceof AccountApiError ? error : new AccountApiError(0);
  } finally {
    clearTimeout(timer);
  }
}
