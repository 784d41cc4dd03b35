// GET /api/favourites, PUT and DELETE /api/favourites/:productId: a signed-in shopper's favourites,
// kept by account (docs/requirements.md §10.15). The account is the ID token's, never the URL's.
import { Type } from '@sinclair/typebox';
import { MAX_PRODUCT_ID } from '../../contract';
import { FavouriteIdsSchema } from '../../contract/favouritesSchemas';
import { API } from '../../shopRoutes';
import { bearerSecurity, NO_STORE, prepareAccountScope } from '../account/accountScope';
import type { WriteLimit } from '../account/writeLimit';
import type { IdTokenVerifier } from '../auth/idTokens';
import { noProduct, productIdParam } from '../catalog/catalogRequests';
import { ApiError, errorAnswers } from '../http/errors';
import type { ShopMetrics } from '../ops/metrics';
import type { FavouritesRepository } from './favouritesRepository';
import { routePlugin } from '../http/routePlugin';

/** Favourites one account may keep (only products the catalogue has count). */
const MAX_FAVOURITES = 1000;

export interface FavouritesRouteOptions {
  repository: FavouritesRepository;
  idTokens: IdTokenVerifier;
  writeLimit: WriteLimit;
  metrics?: ShopMetrics;
}

const tags = ['favourites'];
const ItemParams = Type.Object({
  productId: Type.String({ description: `The product id: a whole number from 1 to ${MAX_PRODUCT_ID}.` }),
});
const Done = Type.Null({ description: 'Done; no body.' });

export const favouritesRoutes = routePlugin<FavouritesRouteOptions>((app, options) => {
  const { repository, metrics } = options;
  prepareAccountScope(app, options.idTokens);
  const counted = (operation: string, outcome: string) => metrics?.favouritesWrites.inc({ operation, outcome });

  app.get(
    API.favourites,
    {
      schema: {
        tags,
        summary: "The account's favourites that the catalogue has now, ascending.",
        security: bearerSecurity,
        response: { 200: FavouriteIdsSchema, ...errorAnswers(401, 503) },
      },
    },
    async (request, reply) => {
      const productIds = await repository.list(request.account);
      return reply.header('cache-control', NO_STORE).send({ productIds });
    },
  );

  app.put(
    API.favourite,
    {
      onRequest: options.writeLimit,
      schema: {
        tags,
        summary: 'Marks a product as a favourite (again: the same).',
        security: bearerSecurity,
        params: ItemParams,
        response: { 204: Done, ...errorAnswers(400, 401, 404, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      const id = productIdParam(request.params.productId);
      const result = await repository.add(request.account, id, MAX_FAVOURITES);
      counted('put', result);
      if (result === 'no_product') throw new ApiError(404, 'not_found', noProduct(id));
      if (result === 'full') {
        throw new ApiError(409, 'too_many_favourites', (i18n) =>
          i18n._({
            id: 'api.favourites.full',
            message: 'An account keeps at most {max} favourites: remove one before adding another.',
            values: { max: String(MAX_FAVOURITES) },
          }),
        );
      }
      return reply.code(204).header('cache-control', NO_STORE).send(null);
    },
  );

  // Removing is always allowed, also for a product the catalogue no longer has.
  app.delete(
    API.favourite,
    {
      onRequest: options.writeLimit,
      schema: {
        tags,
        summary: 'Unmarks a product (also one never marked, or one the catalogue no longer has).',
        security: bearerSecurity,
        params: ItemParams,
        response: { 204: Done, ...errorAnswers(400, 401, 429, 503) },
      },
    },
    async (request, reply) => {
      await repository.remove(request.account, productIdParam(request.params.productId));
      counted('delete', 'removed');
      return reply.code(204).header('cache-control', NO_STORE).send(null);
    },
  );
});
