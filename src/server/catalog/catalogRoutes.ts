// GET /api, GET /api/products, GET /api/product/:id, answered from the prepared catalogue.
import { Type } from '@sinclair/typebox';
import { FIRST_PAGE_SIZE } from '../../contract';
import { API } from '../../shopRoutes';
import { sendPrepared } from '../http/preparedBody';
import {
  CategorySchema,
  PageOfProductsSchema,
  ProductSchema,
  SearchSuggestionSchema,
} from '../../contract/catalogSchemas';
import { refTo } from '../../contract/schemaRef';
import { ApiError, errorAnswers } from '../http/errors';
import { IdsQuery, noProduct, PageQuery, productIdParam, ProductIdParams } from './catalogRequests';
import { sendProductStream } from './productListStream';
import type { PreparedCatalog } from './preparedCatalog';
import { routePlugin, type RouteApp } from '../http/routePlugin';

export interface CatalogRouteOptions {
  catalog: PreparedCatalog;
}

const tags = ['catalogue'];

function categories(app: RouteApp, catalog: PreparedCatalog): void {
  app.get(
    API.categories,
    {
      schema: {
        tags,
        summary: 'The categories of the assortment grid',
        response: {
          200: Type.Array(refTo(CategorySchema), { description: 'The categories, in grid order.' }),
          ...errorAnswers(503),
        },
      },
    },
    async (request, reply) => sendPrepared(request, reply, (await catalog.current()).categories),
  );
}

function wholeList(app: RouteApp, catalog: PreparedCatalog): void {
  app.get(
    API.products,
    {
      schema: {
        tags,
        summary: 'Every product, in catalogue order',
        response: {
          200: Type.Array(refTo(ProductSchema), { description: 'The whole list, in catalogue order.' }),
          ...errorAnswers(503),
        },
      },
    },
    async (request, reply) => {
      const snapshot = await catalog.current();
      const wholeList = snapshot.wholeList;
      return wholeList
        ? sendPrepared(request, reply, await wholeList)
        : sendProductStream(request, reply, snapshot.batches(), snapshot);
    },
  );
}

function productPage(app: RouteApp, catalog: PreparedCatalog): void {
  app.get(
    API.productPage,
    {
      schema: {
        tags,
        summary: 'A page of the list, or of the products whose title holds a search term (or each of its words)',
        querystring: PageQuery,
        response: { 200: refTo(PageOfProductsSchema), ...errorAnswers(400, 429, 503) },
      },
    },
    async (request, reply) => {
      const { offset = 0, limit = FIRST_PAGE_SIZE, q = '', words } = request.query;
      const snapshot = await catalog.current();
      return sendPrepared(request, reply, await snapshot.page(q.trim(), offset, limit, words));
    },
  );
}

function productsById(app: RouteApp, catalog: PreparedCatalog): void {
  app.get(
    API.productsById,
    {
      schema: {
        tags,
        summary: 'The products of some ids, in the order asked; ids the catalogue lacks are left out',
        querystring: IdsQuery,
        response: { 200: Type.Array(refTo(ProductSchema)), ...errorAnswers(400, 503) },
      },
    },
    async (request, reply) => {
      const ids = request.query.ids.split(',').map((raw) => productIdParam(raw));
      const snapshot = await catalog.current();
      return sendPrepared(request, reply, await snapshot.productsByIds(ids));
    },
  );
}

function oneProduct(app: RouteApp, catalog: PreparedCatalog): void {
  app.get(
    API.product,
    {
      schema: {
        tags,
        summary: 'One product',
        params: ProductIdParams,
        response: { 200: refTo(ProductSchema, { description: 'The product.' }), ...errorAnswers(400, 404, 503) },
      },
    },
    async (request, reply) => {
      const id = productIdParam(request.params.id);
      const body = await (await catalog.current()).product(id);
      if (!body) throw new ApiError(404, 'not_found', noProduct(id));
      return sendPrepared(request, reply, body);
    },
  );
}

export const catalogRoutes = routePlugin<CatalogRouteOptions>((app, { catalog }) => {
  app.addSchema(CategorySchema);
  app.addSchema(ProductSchema);
  app.addSchema(SearchSuggestionSchema);
  app.addSchema(PageOfProductsSchema);
  for (const route of [categories, wholeList, productPage, productsById, oneProduct]) route(app, catalog);
});
