// Selling's routes in one place for the app: the basket, stock and prices now, orders.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_ORDER_RATE_LIMIT } from '../config';
import type { WriteLimit } from '../account/writeLimit';
import type { IdTokenVerifier } from '../auth/idTokens';
import type { ShopDb } from '../db/connection';
import type { Redis } from '../ops/redis';
import { accountOrderRoutes } from './accountOrderRoutes';
import { createBasketRepository } from './basketRepository';
import { availabilityRoutes, basketRoutes } from './basketRoutes';
import { orderRoutes } from './orderRoutes';

export interface SellingOptions {
  db: ShopDb;
  idTokens: IdTokenVerifier;
  writeLimit: WriteLimit;
  redis?: Redis;
  orderRateLimit?: number;
}

export async function registerSelling(app: FastifyInstance, options: SellingOptions): Promise<void> {
  const { db, idTokens } = options;
  await app.register(orderRoutes, {
    db,
    idTokens,
    perMinute: options.orderRateLimit ?? DEFAULT_ORDER_RATE_LIMIT,
    redis: options.redis,
  });
  await app.register(accountOrderRoutes, { db, idTokens });
  await app.register(availabilityRoutes, { db });
  await app.register(basketRoutes, {
    repository: createBasketRepository(db),
    idTokens,
    writeLimit: options.writeLimit,
  });
}
