// GET /api, GET /api/products, GET /api/product/:id, answered from the prepared catalogue.
import type { FastifyInstance } from 'fastify';
import { MAX_PRODUCT_ID, parseProductId } from '../../contract';
import { ApiError } from '../http/errors';
import { sendPrepared } from '../http/preparedBody';
import type { PreparedCatalog } from './preparedCatalog';

/** The API paths that exist (for 405 versus 404 on other methods). */
export const CATALOG_PATH = /^\/api(\/products|\/product\/[^/]+)?$/;

/** The id of a /api/product/:id request (the contract's rule); anything else is a 400. */
export function productIdParam(raw: string): number {
  const id = parseProductId(raw);
  if (id === null) {
    throw new ApiError(400, 'bad_request', `The product id must be a whole number from 1 to ${MAX_PRODUCT_ID}.`);
  }
  return id;
}

export function registerCatalogRoutes(app: FastifyInstance, catalog: PreparedCatalog): void {
  app.get('/api', async (request, reply) => sendPrepared(request, reply, (await catalog.current()).categories));

  app.get('/api/products', async (request, reply) => sendPrepared(request, reply, (await catalog.current()).products));

  app.get<{ Params: { id: string } }>('/api/product/:id', async (request, reply) => {
    const id = productIdParam(request.params.id);
    const body = (await catalog.current()).product(id);
    if (!body) throw new ApiError(404, 'not_found', `There is no product with the id ${id}.`);
    return sendPrepared(request, reply, await body);
  });
}
