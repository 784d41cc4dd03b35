// A budget of requests per key and minute. With Redis it is counted there, so all copies of the
// shop share it; while Redis cannot be reached, each copy counts on its own (at most the limit per
// copy, never unlimited). The account write limit and the search limit are two of these.
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from '../ops/redis';

export interface SharedRateLimitOptions {
  /** Requests per key and minute. */
  perMinute: number;
  key: (request: FastifyRequest) => string;
  /** Prefix of the keys in Redis, one per limit ('shop-writes-'). */
  nameSpace: string;
  /** What the log calls it when Redis goes away ('the write limit'). */
  name: string;
  redis?: Redis;
}

/** allowed, or refused with the seconds until the key's minute is over. */
type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimitCheck = (request: FastifyRequest) => Promise<RateLimitVerdict>;

type Limiter = (request: FastifyRequest) => ReturnType<ReturnType<FastifyInstance['createRateLimit']>>;

/** A limiter of its own store: each registration of the plugin keeps its own counts. */
async function limiterIn(
  app: FastifyInstance,
  options: SharedRateLimitOptions,
  store: RateLimitPluginOptions,
): Promise<Limiter> {
  let limiter: Limiter | undefined;
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false, ...store });
    limiter = scope.createRateLimit({ max: options.perMinute, timeWindow: 60_000, keyGenerator: options.key });
  });
  return limiter!;
}

interface RedisWatch {
  /** What each limit sharing this Redis is called, for the log. */
  names: string[];
  wentDown: (error: unknown) => void;
}

/** One watch per Redis client, however many limits share it: the log says it once, naming them all. */
const watches = new WeakMap<Redis, RedisWatch>();

/** Says once when Redis goes away and once when it is back, whatever the number of requests between. */
function watchRedis(app: FastifyInstance, redis: Redis, name: string): (error: unknown) => void {
  const existing = watches.get(redis);
  if (existing) {
    existing.names.push(name);
    return existing.wentDown;
  }
  let down = false;
  const names = [name];
  /** 'the search limit, the write limit and the order limit'. */
  const limits = () => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);
  const wentDown = (error: unknown) => {
    if (down) return;
    down = true;
    app.log.warn(
      { err: error },
      `Redis cannot be reached: each copy now counts ${limits()} on its own until it is back`,
    );
  };
  redis.on('error', wentDown);
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    app.log.warn(`Redis is back: ${limits()} ${names.length > 1 ? 'are' : 'is'} shared by all copies again`);
  });
  watches.set(redis, { names, wentDown });
  return wentDown;
}

export async function createSharedRateLimit(
  app: FastifyInstance,
  options: SharedRateLimitOptions,
): Promise<RateLimitCheck> {
  const local = await limiterIn(app, options, { cache: 10_000 });
  const { redis } = options;
  const shared = redis && (await limiterIn(app, options, { redis, nameSpace: options.nameSpace, skipOnError: false }));
  const wentDown = redis && watchRedis(app, redis, options.name);

  return async (request) => {
    let state;
    try {
      state = shared ? await shared(request) : await local(request);
    } catch (error) {
      wentDown?.(error);
      state = await local(request);
    }
    return state.isAllowed || !state.isExceeded
      ? { allowed: true }
      : { allowed: false, retryAfterSeconds: state.ttlInSeconds };
  };
}
