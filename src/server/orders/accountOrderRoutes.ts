// GET /api/account/orders: the signed-in shopper's orders, newest first, a page at a time.
import { Type } from '@sinclair/typebox';
import { AccountOrdersSchema, OrderViewSchema } from '../../contract/orderSchemas';
import { SELLING_API } from '../../sellingRoutes';
import { bearerSecurity, NO_STORE, prepareAccountScope } from '../account/accountScope';
import type { IdTokenVerifier } from '../auth/idTokens';
import type { ShopDb } from '../db/connection';
import { guarded } from '../db/unavailableOnError';
import type { Words } from '../i18n/serverI18n';
import { errorAnswers } from '../http/errors';
import { routePlugin } from '../http/routePlugin';
import { readShopSettings } from '../shop/shopSettings';
import { orderViewOf, readStoredOrders } from './orderReads';

const PAGE = 20;
const UNAVAILABLE: Words = (i18n) =>
  i18n._({
    id: 'api.orders.account.unavailable',
    message: 'Your orders cannot be shown right now. Please try again in a few seconds.',
  });

const PageQuery = Type.Object({
  before: Type.Optional(Type.Integer({ minimum: 1, description: 'Only orders older than this number.' })),
});

export const accountOrderRoutes = routePlugin<{ db: ShopDb; idTokens: IdTokenVerifier }>((app, { db, idTokens }) => {
  app.addSchema(OrderViewSchema);
  prepareAccountScope(app, idTokens);
  app.get(
    SELLING_API.accountOrders,
    {
      schema: {
        tags: ['orders'],
        summary: `The account's orders, newest first, ${PAGE} a page.`,
        security: bearerSecurity,
        querystring: PageQuery,
        response: { 200: AccountOrdersSchema, ...errorAnswers(400, 401, 503) },
      },
    },
    async (request, reply) => {
      const { before } = request.query;
      const body = await guarded(async () => {
        let query = db.selectFrom('orders').select('number').where('account', '=', request.account);
        if (before !== undefined) query = query.where('number', '<', before);
        const rows = await query
          .orderBy('number', 'desc')
          .limit(PAGE + 1)
          .execute();
        const numbers = rows.slice(0, PAGE).map((row) => Number(row.number));
        const [orders, { settings }] = await Promise.all([readStoredOrders(db, numbers), readShopSettings(db)]);
        return {
          orders: orders.map((order) => orderViewOf(order, settings)),
          ...(rows.length > PAGE && { nextBefore: numbers.at(-1) }),
        };
      }, UNAVAILABLE);
      return reply.header('cache-control', NO_STORE).send(body);
    },
  );
});
