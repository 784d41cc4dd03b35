// The categories in the staff API (issue 38, docs/staff.md): the list with each one's product count,
// add, change and remove over an ETag (If-Match: 428 without, 412 with the newer version when it
// changed since), a removal refused while products use it, and the history. Behind requireStaff, never cached.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { AdminCategoryList } from '../../contract';
import { refTo } from '../../contract/schemaRef';
import {
  AdminCategoryConflictSchema,
  AdminCategoryInputSchema,
  AdminCategoryInUseSchema,
  AdminCategoryInvalidSchema,
  AdminCategoryListSchema,
  AdminCategoryRowSchema,
  AdminCategorySchema,
  CategoryChangeSchema,
  CategoryHistorySchema,
} from '../../contract/staffCategorySchemas';
import { API, CATEGORY_PICTURES_PATH } from '../../shopRoutes';
import { bearerSecurity } from '../account/accountScope';
import { ProductIdParams } from '../catalog/catalogRequests';
import { productIdParam } from '../catalog/catalogRoutes';
import { fileNamePattern } from '../catalog/validateCatalog';
import { ApiError, errorAnswers } from '../http/errors';
import { routePlugin } from '../http/routePlugin';
import type { FastifyReply } from 'fastify';
import type { CategoryEdits, CategoryResult } from './categoryEdits';
import { normaliseEmail } from './staffList';
import {
  HISTORY_PAGE,
  HistoryQuery,
  IfMatchHeaders,
  requiredIfMatch,
  staffScope,
  type StaffRouteOptions,
} from './staffRouteParts';

export interface AdminCategoryRouteOptions extends StaffRouteOptions {
  edits: CategoryEdits;
  /** Where the shop's own files are (public/): its category pictures are offered to choose from. */
  publicDir: string;
}

const tags = ['staff'];

/** A category's id is written as a product's: canonical, 1 to MAX_PRODUCT_ID (400 otherwise). */
const categoryIdParam = (raw: string): number => productIdParam(raw, 'category');

const notFound = (id: number) => new ApiError(404, 'not_found', `There is no category with the id ${id}.`);

/** The picture files the shop ships for category tiles, as the paths a category names them by. */
async function shippedPictures(publicDir: string): Promise<string[]> {
  const folder = path.join(publicDir, ...CATEGORY_PICTURES_PATH.split('/').filter(Boolean));
  const names = await readdir(folder).catch(() => []);
  return names.filter((name) => fileNamePattern.test(name)).map((name) => `${CATEGORY_PICTURES_PATH}${name}`);
}

const problemList = (problems: Array<{ message: string }>): string =>
  problems.map((problem) => problem.message).join('; ');

export const adminCategoryRoutes = routePlugin<AdminCategoryRouteOptions>(async (app, options) => {
  const { edits } = options;
  staffScope(app, options, [
    AdminCategorySchema,
    AdminCategoryInputSchema,
    AdminCategoryRowSchema,
    AdminCategoryListSchema,
    AdminCategoryConflictSchema,
    AdminCategoryInvalidSchema,
    AdminCategoryInUseSchema,
    CategoryChangeSchema,
    CategoryHistorySchema,
  ]);
  // Read once: they ship with the release.
  const shipped = await shippedPictures(options.publicDir);

  /** A write's outcome as the answer; `created`: an add's 201. */
  function send(reply: FastifyReply, result: CategoryResult, id: number, created = false): FastifyReply {
    const { status, etag, body } = answer(result, id, created);
    if (etag) reply.header('etag', etag);
    return reply.code(status).send(body);
  }

  function answer(
    result: CategoryResult,
    id: number,
    created: boolean,
  ): { status: number; etag?: string; body?: object } {
    switch (result.kind) {
      case 'saved':
        return { status: created ? 201 : 200, etag: result.etag, body: result.category };
      case 'removed':
        return { status: 204 };
      case 'not_found':
        throw notFound(id);
      case 'invalid':
        return {
          status: 400,
          body: {
            error: 'invalid_category',
            message: `Nothing was saved: ${problemList(result.problems)}.`,
            problems: result.problems,
          },
        };
      case 'name_taken':
        return {
          status: 409,
          body: {
            error: 'name_taken',
            message: `Nothing was saved: ${problemList(result.problems)}.`,
            problems: result.problems,
          },
        };
      case 'in_use':
        return {
          status: 409,
          body: {
            error: 'category_in_use',
            message:
              `${result.products.toLocaleString('en')} ${result.products === 1 ? 'product uses' : 'products use'} ` +
              'this category. Move them to another category first; nothing was removed.',
            products: result.products,
          },
        };
      case 'stale':
        return {
          status: 412,
          etag: result.etag,
          body: {
            error: 'changed_since_read',
            message:
              'Someone changed this category since you read it. Its current version is in `current`; nothing was saved.',
            current: result.current,
            etag: result.etag,
          },
        };
    }
  }

  // The body is checked by the import's rules (categoryEdits.ts), not by its schema here, which only
  // documents it: one rule set, and its problems in the import's words.
  const importRulesOnly = () => (value: unknown) => ({ value });
  const invalidAnswers = { 400: refTo(AdminCategoryInvalidSchema), 409: refTo(AdminCategoryInvalidSchema) };

  app.get(
    API.adminCategories,
    {
      schema: {
        tags,
        summary: "Every category in the shop's order, with its ETag and its products counted (up to 1,000).",
        security: bearerSecurity,
        response: { 200: refTo(AdminCategoryListSchema), ...errorAnswers(401, 403, 503) },
      },
    },
    async (_request, reply) => {
      const categories = await edits.list();
      const inUse = categories.map((row) => row.category.imageUrl);
      const body: AdminCategoryList = { categories, pictures: [...new Set([...shipped, ...inUse])].sort() };
      return reply.send(body);
    },
  );

  app.post(
    API.adminCategories,
    {
      validatorCompiler: importRulesOnly,
      schema: {
        tags,
        summary: "Adds a category (after the others), checked by the import's rules; the shop gives its id.",
        security: bearerSecurity,
        body: refTo(AdminCategoryInputSchema),
        response: {
          201: refTo(AdminCategorySchema, { description: 'Added: the category as stored, with its ETag.' }),
          ...errorAnswers(401, 403, 503),
          ...invalidAnswers,
        },
      },
    },
    async (request, reply) => {
      const result = await edits.add(request.body, normaliseEmail(request.email));
      return send(reply, result, 0, true);
    },
  );

  app.get(
    API.adminCategoriesHistory,
    {
      schema: {
        tags,
        summary: "Every category's changes, newest first, removals too: who, when, each field before and after.",
        security: bearerSecurity,
        querystring: HistoryQuery,
        response: { 200: refTo(CategoryHistorySchema), ...errorAnswers(400, 401, 403, 503) },
      },
    },
    async (request, reply) => {
      const { limit = HISTORY_PAGE, before } = request.query;
      return reply.send((await edits.history(undefined, limit, before)) ?? { changes: [] });
    },
  );

  app.get(
    API.adminCategory,
    {
      schema: {
        tags,
        summary: 'A category as staff edit it, with its ETag for If-Match.',
        security: bearerSecurity,
        params: ProductIdParams,
        response: { 200: refTo(AdminCategorySchema), ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const id = categoryIdParam(request.params.id);
      const found = await edits.read(id);
      if (!found) throw notFound(id);
      return reply.header('etag', found.etag).send(found.category);
    },
  );

  app.put(
    API.adminCategory,
    {
      validatorCompiler: importRulesOnly,
      schema: {
        tags,
        summary:
          "Changes a category over the version read (If-Match): name, colour, picture. A new name moves the category's products with it.",
        security: bearerSecurity,
        params: ProductIdParams,
        headers: IfMatchHeaders,
        body: refTo(AdminCategoryInputSchema),
        response: {
          200: refTo(AdminCategorySchema, { description: 'Saved: the category as stored, with its new ETag.' }),
          ...errorAnswers(401, 403, 404, 428, 503),
          ...invalidAnswers,
          412: refTo(AdminCategoryConflictSchema),
        },
      },
    },
    async (request, reply) => {
      const id = categoryIdParam(request.params.id);
      const ifMatch = requiredIfMatch(request.headers['if-match'], 'category');
      const result = await edits.save(id, request.body, ifMatch, normaliseEmail(request.email));
      return send(reply, result, id);
    },
  );

  app.delete(
    API.adminCategory,
    {
      schema: {
        tags,
        summary: 'Removes a category over the version read (If-Match); refused (409) while products use it.',
        security: bearerSecurity,
        params: ProductIdParams,
        headers: IfMatchHeaders,
        response: {
          204: Type.Null({ description: 'Removed; no body.' }),
          ...errorAnswers(400, 401, 403, 404, 428, 503),
          409: refTo(AdminCategoryInUseSchema),
          412: refTo(AdminCategoryConflictSchema),
        },
      },
    },
    async (request, reply) => {
      const id = categoryIdParam(request.params.id);
      const ifMatch = requiredIfMatch(request.headers['if-match'], 'category');
      const result = await edits.remove(id, ifMatch, normaliseEmail(request.email));
      return send(reply, result, id);
    },
  );

  app.get(
    API.adminCategoryHistory,
    {
      schema: {
        tags,
        summary: "A category's changes, newest first: who, when, each field before and after.",
        security: bearerSecurity,
        params: ProductIdParams,
        querystring: HistoryQuery,
        response: { 200: refTo(CategoryHistorySchema), ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const id = categoryIdParam(request.params.id);
      const { limit = HISTORY_PAGE, before } = request.query;
      const history = await edits.history(id, limit, before);
      if (!history) throw notFound(id);
      return reply.send(history);
    },
  );
});
