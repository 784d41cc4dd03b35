// GET /api/favourites, PUT and DELETE /api/favourites/:productId: a signed-in shopper's favourites,
// kept by account (docs/requirements.md §10.15). The account is the ID token's, never the URL's.
// Everything lives in its own Fastify scope: the token check, the write limit and the body
// handling touch no other route.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IdTokenVerifier } from '../auth/idTokens';
import { requireAccount } from '../auth/requireAccount';
import { productIdParam } from '../catalog/catalogRoutes';
import { ApiError } from '../http/errors';
import type { FavouritesRepository } from './favouritesRepository';

/** Favourites one account may keep (only products the catalogue has count). */
export const MAX_FAVOURITES = 1000;
/** PUTs and DELETEs per account and minute, together. */
export const WRITES_PER_MINUTE = 60;

const LIST_PATH = '/api/favourites';
const ITEM_PATH = /^\/api\/favourites\/[^/]+$/;

/** The methods a favourites path takes, for 405 versus 404 (http/notFound.ts). */
export function favouritesMethods(path: string): readonly string[] | undefined {
  if (path === LIST_PATH) return ['GET'];
  return ITEM_PATH.test(path) ? ['PUT', 'DELETE'] : undefined;
}

export interface FavouritesRouteOptions {
  repository: FavouritesRepository;
  idTokens: IdTokenVerifier;
}

/** The answer is the shopper's own: no cache, shared or private, may keep it. */
const NO_STORE = 'no-store';

const tags = ['favourites'];
const security = [{ bearerAuth: [] }];
const listSchema = {
  tags,
  summary: "The signed-in shopper's favourite product ids",
  security,
  response: {
    200: {
      type: 'object',
      required: ['productIds'],
      properties: { productIds: { type: 'array', items: { type: 'integer' } } },
    },
  },
};
const itemSchema = {
  tags,
  summary: 'Mark (PUT) or unmark (DELETE) a product as a favourite',
  security,
  params: { type: 'object', required: ['productId'], properties: { productId: { type: 'string' } } },
};

/**
 * One budget for PUT and DELETE per account (the verified one, so no one spends another's), kept
 * in this process's memory: with several copies of the shop each counts its own.
 */
function writeLimit(scope: FastifyInstance) {
  const limiter = scope.createRateLimit({
    max: WRITES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => request.account,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const state = await limiter(request);
    if (state.isAllowed || !state.isExceeded) return;
    throw new ApiError(
      429,
      'too_many_requests',
      `Too many changes to the favourites (at most ${WRITES_PER_MINUTE} a minute). ` +
        `Try again in ${state.ttlInSeconds} s.`,
      { 'retry-after': String(state.ttlInSeconds) },
    );
  };
}

export async function registerFavouritesRoutes(app: FastifyInstance, options: FavouritesRouteOptions): Promise<void> {
  const { repository } = options;
  await app.register(async (scope) => {
    // No route here takes a body: whatever comes (any type, up to the 16 KiB limit) is read and
    // dropped, so a client sending '{}' with its PUT is not refused for it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));
    await scope.register(rateLimit, { global: false, cache: 10_000 });
    requireAccount(scope, options.idTokens);
    const limitWrites = writeLimit(scope);

    scope.get(LIST_PATH, { schema: listSchema }, async (request, reply) => {
      const productIds = await repository.list(request.account);
      return reply.header('cache-control', NO_STORE).send({ productIds });
    });

    scope.put<{ Params: { productId: string } }>(
      `${LIST_PATH}/:productId`,
      { schema: itemSchema, onRequest: limitWrites },
      async (request, reply) => {
        const id = productIdParam(request.params.productId);
        const result = await repository.add(request.account, id, MAX_FAVOURITES);
        if (result === 'no_product') throw new ApiError(404, 'not_found', `There is no product with the id ${id}.`);
        if (result === 'full') {
          throw new ApiError(
            409,
            'too_many_favourites',
            `An account keeps at most ${MAX_FAVOURITES} favourites: remove one before adding another.`,
          );
        }
        return reply.code(204).header('cache-control', NO_STORE).send();
      },
    );

    // Removing is always allowed, also for a product the catalogue no longer has.
    scope.delete<{ Params: { productId: string } }>(
      `${LIST_PATH}/:productId`,
      { schema: itemSchema, onRequest: limitWrites },
      async (request, reply) => {
        await repository.remove(request.account, productIdParam(request.params.productId));
        return reply.code(204).header('cache-control', NO_STORE).send();
      },
    );
  });
}
