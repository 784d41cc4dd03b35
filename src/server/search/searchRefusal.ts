// A search the shop will not run now (over the rate limit, or shed). An API search gets the JSON
// error; a search page (/?q=), which a shopper opens from a link, gets the plain app page with the
// same status and headers: the shop still opens, and searches for itself (offering Retry when that
// is refused too), while a crawler reads the 503 or 429 and its Retry-After.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiError } from '../http/errors';
import type { SearchKind } from './searchKind';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a search page the shop will not render now; spaFallback.ts answers the app page. */
    searchRefusal: ApiError | undefined;
  }
}

export function registerSearchRefusal(app: FastifyInstance): void {
  app.decorateRequest('searchRefusal', undefined);
}

/** Throws the error for an API search; marks a search page to be answered with the app page. */
export function refuseSearch(request: FastifyRequest, kind: SearchKind, error: ApiError): void {
  if (kind === 'api') throw error;
  request.searchRefusal = error;
}
