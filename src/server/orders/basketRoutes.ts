// The signed-in shopper's basket (GET /api/basket, PUT /api/basket/{productId}, POST /api/basket/merge)
// and the stock and prices now of any products (GET /api/availability), never cached: docs/api.md, "Basket".
import { Type } from '@sinclair/typebox';
import { MAX_ORDER_LINES, type VatRate } from '../../contract';
import {
  AvailabilityListSchema,
  BasketLineInputSchema,
  BasketLineSchema,
  BasketMergeSchema,
  BasketSchema,
  ProductAvailabilitySchema,
} from '../../contract/orderSchemas';
import { refTo } from '../../contract/schemaRef';
import { SELLING_API } from '../../sellingRoutes';
import { bearerSecurity, NO_STORE } from '../account/accountScope';
import type { WriteLimit } from '../account/writeLimit';
import type { IdTokenVerifier } from '../auth/idTokens';
import { requireAccount } from '../auth/requireAccount';
import { IdsQuery, noProduct, productIdParam } from '../catalog/catalogRequests';
import type { ShopDb } from '../db/connection';
import { guarded } from '../db/unavailableOnError';
import { ApiError, errorAnswers } from '../http/errors';
import { routePlugin } from '../http/routePlugin';
import type { BasketRepository, BasketWrite } from './basketRepository';

export interface BasketRouteOptions {
  repository: BasketRepository;
  idTokens: IdTokenVerifier;
  writeLimit: WriteLimit;
}

const tags = ['basket'];
const ItemParams = Type.Object({ productId: Type.String({ description: 'The product id.' }) });

function answered(write: BasketWrite, productId?: number) {
  if (write.kind === 'no_product') throw new ApiError(404, 'not_found', noProduct(productId ?? 0));
  if (write.kind === 'full')
    throw new ApiError(409, 'basket_full', (i18n) =>
      i18n._({
        id: 'api.basket.full',
        message: 'A basket holds at most {max} products: remove one first.',
        values: { max: String(MAX_ORDER_LINES) },
      }),
    );
  return { lines: write.lines };
}

export const basketRoutes = routePlugin<BasketRouteOptions>((app, { repository, idTokens, writeLimit }) => {
  app.addSchema(BasketLineSchema);
  app.addSchema(BasketSchema);
  requireAccount(app, idTokens);
  const basket = refTo(BasketSchema);

  app.get(
    SELLING_API.basket,
    {
      schema: {
        tags,
        summary: "The account's basket.",
        security: bearerSecurity,
        response: { 200: basket, ...errorAnswers(401, 503) },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', NO_STORE).send({ lines: await repository.lines(request.account) }),
  );

  app.put(
    SELLING_API.basketLine,
    {
      onRequest: writeLimit,
      schema: {
        tags,
        summary: 'Sets a line of the basket to a quantity; 0 removes it.',
        security: bearerSecurity,
        params: ItemParams,
        body: BasketLineInputSchema,
        response: { 200: basket, ...errorAnswers(400, 401, 404, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      const productId = productIdParam(request.params.productId);
      const write = await repository.set(request.account, { productId, ...request.body });
      return reply.header('cache-control', NO_STORE).send(answered(write, productId));
    },
  );

  app.post(
    SELLING_API.basketMerge,
    {
      onRequest: writeLimit,
      schema: {
        tags,
        summary: "Adds a guest's basket to the account's at sign-in: quantities add, capped at the stock and 99.",
        security: bearerSecurity,
        body: BasketMergeSchema,
        response: { 200: basket, ...errorAnswers(400, 401, 429, 503) },
      },
    },
    async (request, reply) => {
      const write = await repository.merge(request.account, request.body.lines, request.body.mergeKey);
      return reply.header('cache-control', NO_STORE).send(answered(write));
    },
  );
});

export const availabilityRoutes = routePlugin<{ db: ShopDb }>((app, { db }) => {
  app.addSchema(ProductAvailabilitySchema);
  app.get(
    SELLING_API.availability,
    {
      schema: {
        tags,
        summary: 'Stock and price now of some products (never cached: an order changes them).',
        querystring: IdsQuery,
        response: { 200: AvailabilityListSchema, ...errorAnswers(400, 503) },
      },
    },
    async (request, reply) => {
      const ids = [...new Set(request.query.ids.split(',').map((raw) => productIdParam(raw)))];
      const rows = await guarded(
        () =>
          db.selectFrom('products').select(['id', 'stock', 'price_cents', 'vat_rate']).where('id', 'in', ids).execute(),
        (i18n) =>
          i18n._({
            id: 'api.availability.unavailable',
            message: 'Stock cannot be shown right now. Please try again in a few seconds.',
          }),
      );
      const products = rows.map((row) => ({
        id: Number(row.id),
        stock: row.stock === null ? null : Number(row.stock),
        priceCents: Number(row.price_cents),
        vatRate: Number(row.vat_rate) as VatRate,
      }));
      return reply.header('cache-control', NO_STORE).send({ products });
    },
  );
});
