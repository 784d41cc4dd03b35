// One product's edit in the staff API (issue 38, docs/staff.md): GET /api/admin/products/:id with an
// ETag, PUT over it with If-Match (428 without, 412 with the newer version when it changed since),
// its history newest first, and undo of a change. Every route behind requireStaff, none cached.
import { Type } from '@sinclair/typebox';
import { MAX_PRODUCT_ID, parseProductId } from '../../contract';
import { refTo } from '../../contract/schemaRef';
import {
  AdminProductConflictSchema,
  AdminProductInvalidSchema,
  AdminProductSchema,
  ProductChangeSchema,
  ProductHistorySchema,
} from '../../contract/staffSchemas';
import { API } from '../../shopRoutes';
import { bearerSecurity } from '../account/accountScope';
import { productIdParam } from '../catalog/catalogRoutes';
import { ProductIdParams } from '../catalog/catalogRequests';
import { ApiError, errorAnswers } from '../http/errors';
import { routePlugin } from '../http/routePlugin';
import type { ProductEdits, ProductProblem, SaveResult } from './productEdits';
import { normaliseEmail } from './staffList';
import {
  HISTORY_PAGE,
  HistoryQuery,
  IfMatchHeaders,
  requiredIfMatch,
  staffScope,
  type StaffRouteOptions,
} from './staffRouteParts';

export interface AdminProductRouteOptions extends StaffRouteOptions {
  edits: ProductEdits;
}

const tags = ['staff'];
/** A product's description alone may be 5000 characters of up to 3 bytes each: more than the shop's 16 KiB. */
const PRODUCT_BODY_LIMIT = 64 * 1024;

const UndoParams = Type.Object({
  id: ProductIdParams.properties.id,
  changeId: Type.String({ description: 'The change to undo: its `id` in the history.', examples: ['12'] }),
});
const conflictAnswer = { 412: refTo(AdminProductConflictSchema) };
const invalidAnswer = { 400: refTo(AdminProductInvalidSchema) };

const problemList = (result: { problems: ProductProblem[] }): string =>
  result.problems.map((problem) => problem.message).join('; ');

const notFound = (id: number) => new ApiError(404, 'not_found', `There is no product with the id ${id}.`);

export const adminProductRoutes = routePlugin<AdminProductRouteOptions>((app, options) => {
  const { edits } = options;
  staffScope(app, options, [
    AdminProductSchema,
    AdminProductConflictSchema,
    AdminProductInvalidSchema,
    ProductChangeSchema,
    ProductHistorySchema,
  ]);

  /** A save's or undo's outcome as the answer. */
  function answer(result: Exclude<SaveResult, { kind: 'invalid' }>, id: number) {
    switch (result.kind) {
      case 'saved':
        return { status: 200, etag: result.etag, body: result.product };
      case 'not_found':
        throw notFound(id);
      case 'no_change':
        throw new ApiError(404, 'not_found', `Product ${id} has no such change in its history.`);
      case 'nothing_before':
        throw new ApiError(409, 'cannot_undo', 'That change has no version before it to restore.');
      case 'stale':
        return {
          status: 412,
          etag: result.etag,
          body: {
            error: 'changed_since_read',
            message:
              'Someone changed this product since you read it. Its current version is in `current`; ' +
              'nothing was saved.',
            current: result.current,
            etag: result.etag,
          },
        };
    }
  }

  app.get(
    API.adminProduct,
    {
      schema: {
        tags,
        summary: "A product as staff edit it (the import's fields), with its ETag for the save's If-Match.",
        security: bearerSecurity,
        params: ProductIdParams,
        response: { 200: refTo(AdminProductSchema), ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const id = productIdParam(request.params.id);
      const found = await edits.read(id);
      if (!found) throw notFound(id);
      return reply.header('etag', found.etag).send(found.product);
    },
  );

  app.put(
    API.adminProduct,
    {
      bodyLimit: PRODUCT_BODY_LIMIT,
      // The body is checked by the import's rules (productEdits.ts), not by its schema here, which
      // only documents it: one rule set, and its problems in the import's words.
      validatorCompiler: () => (value: unknown) => ({ value }),
      schema: {
        tags,
        summary:
          "Saves the whole product over the version read (If-Match), checked by the import's rules and recorded in its history.",
        security: bearerSecurity,
        params: ProductIdParams,
        headers: IfMatchHeaders,
        body: refTo(AdminProductSchema),
        response: {
          200: refTo(AdminProductSchema, { description: 'Saved: the product as stored, with its new ETag.' }),
          ...errorAnswers(401, 403, 404, 428, 503),
          ...invalidAnswer,
          ...conflictAnswer,
        },
      },
    },
    async (request, reply) => {
      const id = productIdParam(request.params.id);
      const ifMatch = requiredIfMatch(request.headers['if-match'], 'product');
      const result = await edits.save(id, request.body, ifMatch, normaliseEmail(request.email));
      if (result.kind === 'invalid')
        return reply.code(400).send({
          error: 'invalid_product',
          message: `Nothing was saved: ${problemList(result)}.`,
          problems: result.problems,
        });
      const { status, etag, body } = answer(result, id);
      if (etag) reply.header('etag', etag);
      return reply.code(status).send(body);
    },
  );

  app.get(
    API.adminProductHistory,
    {
      schema: {
        tags,
        summary: "A product's changes, newest first: who, when, each field before and after.",
        security: bearerSecurity,
        params: ProductIdParams,
        querystring: HistoryQuery,
        response: { 200: refTo(ProductHistorySchema), ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const id = productIdParam(request.params.id);
      const { limit = HISTORY_PAGE, before } = request.query;
      const history = await edits.history(id, limit, before);
      if (!history) throw notFound(id);
      return reply.send(history);
    },
  );

  app.post(
    API.adminProductUndo,
    {
      schema: {
        tags,
        summary:
          'Restores the product as it was before a change (If-Match on the product as it is now); recorded as an undo.',
        security: bearerSecurity,
        params: UndoParams,
        headers: IfMatchHeaders,
        response: {
          200: refTo(AdminProductSchema, { description: 'Restored: the product as stored, with its new ETag.' }),
          ...errorAnswers(400, 401, 403, 404, 409, 428, 503),
          ...conflictAnswer,
        },
      },
    },
    async (request, reply) => {
      const id = productIdParam(request.params.id);
      const changeId = parseProductId(request.params.changeId);
      if (changeId === null)
        throw new ApiError(400, 'bad_request', `The change id must be a whole number from 1 to ${MAX_PRODUCT_ID}.`);
      const ifMatch = requiredIfMatch(request.headers['if-match'], 'product');
      const result = await edits.undo(id, changeId, ifMatch, normaliseEmail(request.email));
      // The version before that change, checked as a save is: its category may be gone since.
      if (result.kind === 'invalid')
        throw new ApiError(409, 'cannot_undo', `That version cannot be restored now: ${problemList(result)}.`);
      const { status, etag, body } = answer(result, id);
      if (etag) reply.header('etag', etag);
      return reply.code(status).send(body);
    },
  );
});
