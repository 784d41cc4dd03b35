// One write budget per account (the verified one, so no one spends another's) for every write of
// the account API. With Redis it is counted there, so all copies of the shop share it; while Redis
// cannot be reached, each copy counts on its own (at most the limit per copy, never unlimited).
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import type { ShopMetrics } from '../ops/metrics';
import type { Redis } from '../ops/redis';

/** PUTs and DELETEs per account and minute, together. */
export const WRITES_PER_MINUTE = 60;

export type WriteLimit = (request: FastifyRequest) => Promise<void>;

export interface WriteLimitOptions {
  redis?: Redis;
  metrics?: ShopMetrics;
}

type Limiter = (request: FastifyRequest) => ReturnType<ReturnType<FastifyInstance['createRateLimit']>>;

/** A limiter of its own store: each registration of the plugin keeps its own counts. */
async function limiterIn(app: FastifyInstance, store: RateLimitPluginOptions): Promise<Limiter> {
  let limiter: Limiter | undefined;
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false, ...store });
    limiter = scope.createRateLimit({
      max: WRITES_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => request.account,
    });
  });
  return limiter!;
}

/** Says once when Redis goes away and once when it is back, whatever the number of requests between. */
function watchRedis(app: FastifyInstance, redis: Redis): (error: unknown) => void {
  let down = false;
  const wentDown = (error: unknown) => {
    if (down) return;
    down = true;
    app.log.warn(
      { err: error },
      'Redis cannot be reached: each copy now counts the write limit on its own until it is back',
    );
  };
  redis.on('error', wentDown);
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    app.log.warn('Redis is back: the write limit is shared by all copies again');
  });
  return wentDown;
}

export async function createWriteLimit(app: FastifyInstance, options: WriteLimitOptions): Promise<WriteLimit> {
  const local = await limiterIn(app, { cache: 10_000 });
  const { redis } = options;
  const shared = redis && (await limiterIn(app, { redis, nameSpace: 'shop-writes-', skipOnError: false }));
  const wentDown = redis && watchRedis(app, redis);

  return async (request) => {
    let state;
    try {
      state = shared ? await shared(request) : await local(request);
    } catch (error) {
      wentDown?.(error);
      state = await local(request);
    }
    if (state.isAllowed || !state.isExceeded) return;
    options.metrics?.rateLimitRefusals.inc();
    throw new ApiError(
      429,
      'too_many_requests',
      `Too many changes to the favourites (at most ${WRITES_PER_MINUTE} a minute). ` +
        `Try again in ${state.ttlInSeconds} s.`,
      { 'retry-after': String(state.ttlInSeconds) },
    );
  };
}
