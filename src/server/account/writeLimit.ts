// One write budget per account (the verified one, so no one spends another's) for every write of
// the account API, shared by all copies through Redis when there is one (see sharedRateLimit.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import { createSharedRateLimit } from '../http/sharedRateLimit';
import type { ShopMetrics } from '../ops/metrics';
import type { Redis } from '../ops/redis';

/** PUTs and DELETEs per account and minute, together. */
const WRITES_PER_MINUTE = 60;

export type WriteLimit = (request: FastifyRequest) => Promise<void>;

export interface WriteLimitOptions {
  redis?: Redis;
  metrics?: ShopMetrics;
}

export async function createWriteLimit(app: FastifyInstance, options: WriteLimitOptions): Promise<WriteLimit> {
  const check = await createSharedRateLimit(app, {
    perMinute: WRITES_PER_MINUTE,
    key: (request) => request.account,
    nameSpace: 'shop-writes-',
    name: 'the write limit',
    redis: options.redis,
  });

  return async (request) => {
    const verdict = await check(request);
    if (verdict.allowed) return;
    options.metrics?.rateLimitRefusals.inc();
    const seconds = String(verdict.retryAfterSeconds);
    throw new ApiError(
      429,
      'too_many_requests',
      (i18n) =>
        i18n._({
          id: 'api.account.tooManyWrites',
          message: 'Too many changes to the favourites (at most {max} a minute). Try again in {seconds} s.',
          values: { max: String(WRITES_PER_MINUTE), seconds },
        }),
      { 'retry-after': seconds },
    );
  };
}
