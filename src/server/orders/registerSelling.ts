// Selling's routes in one place for the app: the basket, stock and prices now, orders.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_ORDER_RATE_LIMIT } from '../config';
import type { WriteLimit } from '../account/writeLimit';
import type { IdTokenVerifier } from '../auth/idTokens';
import type { ShopDb } from '../db/connection';
import { MailSender, type MailSenderOptions } from '../mail/mailSender';
import type { ShopMetrics } from '../ops/metrics';
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
  /** The shop's public origin now (the order page's links in emails). */
  origin: () => string;
  /** Where the outbox's emails go; without it they wait in the outbox (tests that read it). */
  mail?: Pick<MailSenderOptions, 'transport' | 'from' | 'intervalMs' | 'retryMaxMs'>;
  metrics?: ShopMetrics;
}

/** The outbox's sender, started with the app and stopped with it. */
function startMailSender(app: FastifyInstance, { db, mail, origin, metrics }: SellingOptions) {
  if (!mail) return undefined;
  const figures = metrics && { sent: () => metrics.mailSent.inc(), failed: () => metrics.mailFailures.inc() };
  metrics?.watchMailOutbox(async () => {
    const row = await db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  });
  const sender = new MailSender({ db, ...mail, figures, host: new URL(origin()).hostname, log: app.log });
  app.addHook('onReady', (done) => {
    sender.start();
    done();
  });
  app.addHook('onClose', () => sender.stop());
  return sender;
}

export async function registerSelling(app: FastifyInstance, options: SellingOptions): Promise<void> {
  const { db, idTokens } = options;
  const sender = startMailSender(app, options);
  await app.register(orderRoutes, {
    db,
    idTokens,
    origin: options.origin,
    placed: () => sender?.nudge(),
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
