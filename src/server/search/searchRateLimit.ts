// The search limit (SEARCH_RATE_LIMIT): searches a minute per client address, shared by all copies
// through Redis as the write limit is. Set so a shopper never meets it: it stops a script that
// searches without pause from taking the database's time from everyone else.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors';
import { createSharedRateLimit } from '../http/sharedRateLimit';
import type { ShopMetrics } from '../ops/metrics';
import type { Redis } from '../ops/redis';
import { searchKindOf } from './searchKind';
import { refuseSearch } from './searchRefusal';

export interface SearchRateLimitOptions {
  /** Searches a minute per address; 0: no limit. */
  perMinute: number;
  redis?: Redis;
  metrics?: ShopMetrics;
}

/** Counts every search request, also one the page cache answers: what a client asks is what it spends. */
export async function registerSearchRateLimit(app: FastifyInstance, options: SearchRateLimitOptions): Promise<void> {
  const { perMinute, metrics } = options;
  if (perMinute === 0) return;
  const check = await createSharedRateLimit(app, {
    perMinute,
    key: (request) => request.ip,
    nameSpace: 'shop-searches-',
    name: 'the search limit',
    redis: options.redis,
  });
  // After validation: a malformed search is a 400 and costs nothing of the budget.
  app.addHook('preHandler', async (request) => {
    const kind = searchKindOf(request);
    if (!kind) return;
    const verdict = await check(request);
    if (verdict.allowed) return;
    metrics?.searches.inc({ kind, outcome: 'limited' });
    const seconds = String(verdict.retryAfterSeconds);
    refuseSearch(
      request,
      kind,
      new ApiError(
        429,
        'too_many_requests',
        (i18n) =>
          i18n._({
            id: 'api.search.tooMany',
            message: 'Too many searches from your address (at most {max} a minute). Try again in {seconds} s.',
            values: { max: String(perMinute), seconds },
          }),
        { 'retry-after': seconds },
      ),
    );
  });
}
