// The favourites API (docs/requirements.md §10.15) with the shopper's ID token. Plain fetch: the
// answers never enter the store's cache.
import { isProductId } from '@/contract';
import { API, favouriteApiPath } from '@/shopRoutes';

/** As for the catalogue (§9.3): a hung server counts as a failed call, which is tried again. */
const TIMEOUT_MS = 10_000;

/** A call that did not succeed: `status` 0 when no answer came (network, timeout, unreadable body). */
export class FavouritesCallError extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterMs?: number,
  ) {
    super(status === 0 ? 'The favourites API did not answer.' : `The favourites API answered ${status}.`);
    this.name = 'FavouritesCallError';
  }
}

function retryAfterMs(header: string | null): number | undefined {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

/** A call of the shop's token API (favourites, account) at `apiPath`; failures as FavouritesCallError. */
export async function callWithToken(
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
    if (!response.ok) throw new FavouritesCallError(response.status, retryAfterMs(response.headers.get('retry-after')));
    return response;
  } catch (error) {
    throw error instanceof FavouritesCallError ? error : new FavouritesCallError(0);
  } finally {
    clearTimeout(timer);
  }
}

export async function fetchAccountFavourites(token: string): Promise<number[]> {
  const response = await callWithToken('GET', API.favourites, token);
  const body = (await response.json().catch(() => null)) as { productIds?: unknown } | null;
  const ids = body?.productIds;
  if (!Array.isArray(ids)) throw new FavouritesCallError(0); // not the API's answer: try again
  return ids.filter(isProductId);
}

export async function writeAccountFavourite(token: string, productId: number, marked: boolean): Promise<void> {
  await callWithToken(marked ? 'PUT' : 'DELETE', favouriteApiPath(productId), token);
}
