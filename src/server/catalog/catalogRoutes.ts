// GET /api, GET /api/products, GET /api/product/:id, answered from the prepared catalogue.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors';
import { sendPrepared } from '../http/preparedBody';
import type { PreparedCatalog } from './preparedCatalog';
import { MAX_ID } from './validateCatalog';

/** The API paths that exist (for 405 versus 404 on other methods). */
export const CATALOG_PATH = /^\/api(\/products|\/product\/[^/]+)?$/;

/** Positive integer in canonical decimal form ('7', not '07', '+7', '7.0' or '1e3'), at most 2^31-1. */
export function parseProductId(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > MAX_ID) {
    throw new ApiError(400, 'bad_request', `The product id must be a whole number from 1 to ${MAX_ID}.`);
  }
  return Number(raw);
}

export function registerCatalogRoutes(app: FastifyInstance, catalog: PreparedCatalog): void {
  app.get('/api', async (request, reply) => sendPrepared(request, reply, (await catalog.current()).categories));

  app.get('/api/products', async (request, reply) => sendPrepared(request, reply, (await catalog.current()).products));

  app.get<{ Params: { id: string } }>('/api/product/:id', async (request, reply) => {
    const id = parseProductId(request.params.id);
    const body = (await catalog.current()).product(id);
    if (!body) throw new ApiError(404, 'not_found', `There is no product with the id ${id}.`);
    return sendPrepared(request, reply, await body);
  });
}
