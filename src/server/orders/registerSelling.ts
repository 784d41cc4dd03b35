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
import type { OrderUrl } from './placeOrder';
import { orderPath } from '../../sellingRoutes';

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

/** What the staff's order routes share with selling's: the emails' links, and the sender's nudge. */
export interface Selling {
  orderUrl: OrderUrl;
  /** An email was written into the outbox: the sender looks now rather than at its next round. */
  mailQueued: () => void;
}

export async function registerSelling(app: FastifyInstance, options: SellingOptions): Promise<Selling> {
  const { db, idTokens } = options;
  const sender = startMailSender(app, options);
  const orderUrl: OrderUrl = (number, token) => `${options.origin()}${orderPath(number, token)}`;
  const mailQueued = () => sender?.nudge();
  await app.register(orderRoutes, {
    db,
    idTokens,
    orderUrl,
    placed: mailQueued,
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
  return { orderUrl, mailQueued };
}
