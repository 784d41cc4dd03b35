// ORDER_RATE_LIMIT: orders a minute per client address, shared by all copies through Redis as the
// other limits are. A shopper never meets it; a script placing orders without pause does.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import { createSharedRateLimit } from '../http/sharedRateLimit';
import type { RouteApp } from '../http/routePlugin';
import type { Redis } from '../ops/redis';

export type OrderLimit = (request: FastifyRequest) => Promise<void>;

/** undefined for 0: no limit. */
export async function createOrderLimit(
  app: RouteApp,
  perMinute: number,
  redis: Redis | undefined,
): Promise<OrderLimit | undefined> {
  if (perMinute === 0) return undefined;
  const check = await createSharedRateLimit(app, {
    perMinute,
    key: (request) => request.ip,
    nameSpace: 'shop-orders-',
    name: 'the order limit',
    redis,
  });
  return async (request) => {
    const verdict = await check(request);
    if (verdict.allowed) return;
    const seconds = String(verdict.retryAfterSeconds);
    throw new ApiError(
      429,
      'too_many_requests',
      (i18n) =>
        i18n._({
          id: 'order.refused.tooMany',
          message: 'Too many orders from your address (at most {max} a minute). Try again in {seconds} s.',
          values: { max: String(perMinute), seconds },
        }),
      { 'retry-after': seconds },
    );
  };
}
