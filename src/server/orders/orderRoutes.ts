// POST /api/orders (a guest or a signed-in shopper, with an Idempotency-Key) and GET /api/orders/{number}
// (the account's own, or with the order's access token): docs/api.md, "Orders".
import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { parseProductId } from '../../contract';
import {
  OrderInvalidSchema,
  OrderRefusalSchema,
  OrderRequestSchema,
  OrderViewSchema,
  PlacedOrderSchema,
} from '../../contract/orderSchemas';
import { refTo } from '../../contract/schemaRef';
import { SELLING_API } from '../../sellingRoutes';
import { bearerSecurity, NO_STORE } from '../account/accountScope';
import type { IdTokenVerifier } from '../auth/idTokens';
import { identifyAccount } from '../auth/requireAccount';
import type { ShopDb } from '../db/connection';
import { guarded } from '../db/unavailableOnError';
import { bodyCheckedByHandler } from '../http/bodyCheckedByHandler';
import { ApiError, errorAnswers } from '../http/errors';
import { routePlugin } from '../http/routePlugin';
import type { Redis } from '../ops/redis';
import { readShopSettings } from '../shop/shopSettings';
import { mayRead } from './orderAccess';
import { answerOutcome, invalidOrder } from './orderAnswers';
import { answerI18n, requestLanguage } from '../http/requestLanguage';
import type { Words } from '../i18n/serverI18n';
import { checkOrderRequest } from './orderInput';
import { createOrderLimit } from './orderRateLimit';
import { orderViewOf, readStoredOrder } from './orderReads';
import { placeOrder, type OrderUrl } from './placeOrder';

export interface OrderRouteOptions {
  db: ShopDb;
  idTokens: IdTokenVerifier;
  /** ORDER_RATE_LIMIT: orders a minute per address; 0: no limit. */
  perMinute: number;
  redis?: Redis;
  /** The order page's full address, for the emails. */
  orderUrl: OrderUrl;
  /** Called after an order is written (its emails wait in the outbox). */
  placed?: () => void;
}

const tags = ['orders'];
/** Visible ASCII, as a client's UUID or any key of its own making. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;
const UNAVAILABLE: Words = (i18n) =>
  i18n._({
    id: 'order.unavailable',
    message: 'Orders cannot be taken or shown right now. Please try again in a few seconds; nothing was ordered twice.',
  });
const NOT_FOUND: Words = (i18n) =>
  i18n._({
    id: 'order.notFound',
    message: 'There is no order with this number, or it is not yours: open the link from your order.',
  });

const OrderHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      description:
        'Required: one key per order the shopper means to place (a UUID). The same key again answers the same order.',
    }),
  ),
});
const NumberParams = Type.Object({ number: Type.String({ description: 'The order number.' }) });
const TokenQuery = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 100, description: "The order's access token (a guest's link)." })),
});

/** The order's Idempotency-Key, or the 400 that asks for one. */
function idempotencyKeyOf(header: string | undefined): string {
  if (header && IDEMPOTENCY_KEY.test(header)) return header;
  throw new ApiError(400, 'idempotency_key_missing', (i18n) =>
    i18n._({
      id: 'order.refused.keyMissing',
      message: 'Send an Idempotency-Key header (1 to 200 visible characters, a UUID) with each order.',
    }),
  );
}

export const orderRoutes = routePlugin<OrderRouteOptions>(async (app, options) => {
  const { db } = options;
  app.addSchema(OrderRequestSchema);
  app.addSchema(PlacedOrderSchema);
  app.addSchema(OrderViewSchema);
  app.addSchema(OrderRefusalSchema);
  app.addSchema(OrderInvalidSchema);
  identifyAccount(app, options.idTokens);
  const limit = await createOrderLimit(app, options.perMinute, options.redis);

  app.post(
    SELLING_API.orders,
    {
      ...(limit && { preHandler: limit }),
      schema: {
        tags,
        summary: 'Places an order: prices, VAT and shipping are the shop’s; stock falls in the same transaction.',
        security: [{}, ...bearerSecurity],
        headers: OrderHeaders,
        body: refTo(OrderRequestSchema),
        response: {
          201: refTo(PlacedOrderSchema),
          400: refTo(OrderInvalidSchema),
          409: refTo(OrderRefusalSchema),
          ...errorAnswers(401, 403, 422, 429, 503),
        },
      },
      validatorCompiler: bodyCheckedByHandler,
    },
    async (request, reply) => {
      // Every answer in the language asked, a placed order's emails too unless its body names another.
      const i18n = answerI18n(reply);
      const asked = requestLanguage(request);
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const checked = checkOrderRequest(request.body, i18n);
      if (!checked.order)
        return reply.code(400).header('cache-control', NO_STORE).send(invalidOrder(checked.problems, i18n));
      const account = request.account || null;
      const language = checked.order.language ?? asked;
      const requestHash = createHash('sha256')
        .update(JSON.stringify([account, checked.order]))
        .digest('hex');
      const outcome = await guarded(
        () => placeOrder(db, { key, requestHash, order: checked.order, account, orderUrl: options.orderUrl, language }),
        UNAVAILABLE,
      );
      if (outcome.kind === 'placed' && !outcome.replayed) options.placed?.();
      return answerOutcome(reply.header('cache-control', NO_STORE), outcome, i18n);
    },
  );

  app.get(
    SELLING_API.order,
    {
      schema: {
        tags,
        summary: 'An order, for the account that placed it or with its access token.',
        security: [{}, ...bearerSecurity],
        params: NumberParams,
        querystring: TokenQuery,
        response: { 200: refTo(OrderViewSchema), ...errorAnswers(401, 404, 503) },
      },
    },
    async (request, reply) => {
      const number = parseProductId(request.params.number);
      const [stored, { settings }] = await guarded(
        () => Promise.all([number === null ? undefined : readStoredOrder(db, { number }), readShopSettings(db)]),
        UNAVAILABLE,
      );
      if (!stored || !mayRead(stored, request.account, request.query.token))
        throw new ApiError(404, 'not_found', NOT_FOUND);
      return reply.header('cache-control', NO_STORE).send(orderViewOf(stored, settings));
    },
  );
});
