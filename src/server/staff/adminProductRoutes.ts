// One product's edit in the staff API (issue 38, docs/staff.md): GET /api/admin/products/:id with an
// ETag, PUT and DELETE over it with If-Match (428 without, 412 with the newer version when it changed
// since), POST of a new product, its history and undo. Every route behind requireStaff, none cached.
import { Type } from '@sinclair/typebox';
import { MAX_PRODUCT_ID, parseProductId } from '../../contract';
import { refTo } from '../../contract/schemaRef';
import {
  AdminNewProductSchema,
  AdminNextIdSchema,
  AdminProductConflictSchema,
  AdminProductInvalidSchema,
  AdminProductSchema,
  ProductChangeSchema,
  ProductHistorySchema,
} from '../../contract/staffSchemas';
import { adminProductApiPath, API } from '../../shopRoutes';
import { bearerSecurity } from '../account/accountScope';
import { productIdParam } from '../catalog/catalogRoutes';
import { ProductIdParams } from '../catalog/catalogRequests';
import type { FastifyReply } from 'fastify';
import { ApiError, errorAnswers } from '../http/errors';
import { routePlugin } from '../http/routePlugin';
import type { Precondition, ProductEdits, ProductProblem, SaveResult } from './productEdits';
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

const UndoHeaders = Type.Object({
  ...IfMatchHeaders.properties,
  'if-none-match': Type.Optional(
    Type.String({
      description: "'*' instead of If-Match to bring back a product that is gone (412 when it is there).",
    }),
  ),
});
const UndoParams = Type.Object({
  id: ProductIdParams.properties.id,
  changeId: Type.String({ description: 'The change to undo: its `id` in the history.', examples: ['12'] }),
});
const conflictAnswer = { 412: refTo(AdminProductConflictSchema) };
const invalidAnswer = { 400: refTo(AdminProductInvalidSchema) };

const problemList = (result: { problems: ProductProblem[] }): string =>
  result.problems.map((problem) => problem.message).join('; ');

const invalidBody = (result: { problems: ProductProblem[] }) => ({
  error: 'invalid_product',
  message: `Nothing was saved: ${problemList(result)}.`,
  problems: result.problems,
});

const notFound = (id: number) => new ApiError(404, 'not_found', `There is no product with the id ${id}.`);

/** Undo: If-Match on the product as it is, or `If-None-Match: *` for one that is gone; else 428. */
function requiredPrecondition(headers: { 'if-match'?: string; 'if-none-match'?: string }): Precondition {
  if (headers['if-match'] === undefined && headers['if-none-match']?.trim() === '*') return { absent: true };
  return { ifMatch: requiredIfMatch(headers['if-match'], 'product') };
}

export const adminProductRoutes = routePlugin<AdminProductRouteOptions>((app, options) => {
  const { edits } = options;
  staffScope(app, options, [
    AdminProductSchema,
    AdminProductConflictSchema,
    AdminProductInvalidSchema,
    ProductChangeSchema,
    ProductHistorySchema,
    AdminNewProductSchema,
    AdminNextIdSchema,
  ]);

  /** A write's outcome as the answer (each route's schema lists the statuses it can end in). */
  function send(reply: FastifyReply, result: Exclude<SaveResult, { kind: 'invalid' }>, id: number): FastifyReply {
    switch (result.kind) {
      case 'saved':
        return reply.header('etag', result.etag).send(result.product);
      case 'removed':
        return reply.code(204).send();
      case 'taken':
        throw new ApiError(409, 'id_taken', `A product with the id ${result.id} exists already: choose another id.`);
      case 'gone_already':
        throw new ApiError(409, 'cannot_undo', 'The product this change added is gone already.');
      case 'not_found':
        throw notFound(id);
      case 'no_change':
        throw new ApiError(404, 'not_found', `Product ${id} has no such change in its history.`);
      case 'stale':
        return reply
          .code(412)
          .header('etag', result.etag)
          .send({
            error: 'changed_since_read',
            message:
              'Someone changed this product since you read it. Its current version is in `current`; ' +
              'nothing was saved.',
            current: result.current,
            etag: result.etag,
          });
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
      if (result.kind === 'invalid') return reply.code(400).send(invalidBody(result));
      return send(reply, result, id);
    },
  );

  app.get(
    API.adminProductNextId,
    {
      schema: {
        tags,
        summary: "The id the add form proposes: above every product's and every deleted one's (two index look-ups).",
        security: bearerSecurity,
        response: { 200: refTo(AdminNextIdSchema), ...errorAnswers(401, 403, 409, 503) },
      },
    },
    async (_request, reply) => {
      const id = await edits.nextId();
      if (id === undefined)
        throw new ApiError(409, 'no_free_id', 'Every id above the last one is used: give the new product an id.');
      return reply.send({ id });
    },
  );

  app.post(
    API.adminProducts,
    {
      bodyLimit: PRODUCT_BODY_LIMIT,
      // Checked by the import's rules, as PUT's body is.
      validatorCompiler: () => (value: unknown) => ({ value }),
      schema: {
        tags,
        summary:
          "Adds a product (its id, or the next free one), checked by the import's rules and recorded in its history.",
        security: bearerSecurity,
        body: refTo(AdminNewProductSchema),
        response: {
          201: refTo(AdminProductSchema, { description: 'Added: the product as stored, with its ETag and Location.' }),
          ...errorAnswers(401, 403, 409, 503),
          ...invalidAnswer,
        },
      },
    },
    async (request, reply) => {
      const result = await edits.add(request.body, normaliseEmail(request.email));
      if (result.kind === 'invalid') return reply.code(400).send(invalidBody(result));
      if (result.kind === 'saved') reply.code(201).header('location', adminProductApiPath(result.product.id));
      return send(reply, result, 0);
    },
  );

  app.delete(
    API.adminProduct,
    {
      schema: {
        tags,
        summary:
          'Deletes the product over the version read (If-Match), as an import removes one; recorded in its history.',
        security: bearerSecurity,
        params: ProductIdParams,
        headers: IfMatchHeaders,
        response: {
          204: Type.Null({ description: 'Deleted; its history stays, and an undo of this change brings it back.' }),
          ...errorAnswers(400, 401, 403, 404, 428, 503),
          ...conflictAnswer,
        },
      },
    },
    async (request, reply) => {
      const id = productIdParam(request.params.id);
      const ifMatch = requiredIfMatch(request.headers['if-match'], 'product');
      const result = await edits.remove(id, ifMatch, normaliseEmail(request.email));
      if (result.kind === 'invalid') throw new Error('a delete checks no product');
      return send(reply, result, id);
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
          'Restores the product as it was before a change (If-Match on the product as it is now, or If-None-Match: * ' +
          'when it is gone); recorded as an undo.',
        security: bearerSecurity,
        params: UndoParams,
        headers: UndoHeaders,
        response: {
          200: refTo(AdminProductSchema, { description: 'Restored: the product as stored, with its new ETag.' }),
          204: Type.Null({ description: 'The change added the product: undone, it is deleted again.' }),
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
      const precondition = requiredPrecondition(request.headers);
      const result = await edits.undo(id, changeId, precondition, normaliseEmail(request.email));
      // The version before that change, checked as a save is: its category may be gone since.
      if (result.kind === 'invalid')
        throw new ApiError(409, 'cannot_undo', `That version cannot be restored now: ${problemList(result)}.`);
      return send(reply, result, id);
    },
  );
});
