// One product's edit in the staff API (docs/staff.md): read with an ETag, save and delete over it with
// If-Match, add, the next free id, its history and undo; each route one function over the edit
// protocol (versioned/editProtocol.ts). Every route behind requireStaff, none cached.
import { Type } from '@sinclair/typebox';
import { MAX_PRODUCT_ID, parseProductId, type AdminProduct } from '../../contract';
import { refTo } from '../../contract/schemaRef';
import {
  AdminNewProductSchema,
  AdminNextIdSchema,
  AdminProductConflictSchema,
  AdminProductInvalidSchema,
  AdminProductSaveSchema,
  AdminProductSchema,
  ProductChangeSchema,
  ProductHistorySchema,
} from '../../contract/staffSchemas';
import { productIdParam, ProductIdParams } from '../catalog/catalogRequests';
import { bodyCheckedByHandler } from '../http/bodyCheckedByHandler';
import { ApiError, errorAnswers } from '../http/errors';
import { routePlugin, type RouteApp } from '../http/routePlugin';
import type { Precondition, ProductEdits, ProductRefusal } from './productEdits';
import { editProtocol } from './versioned/editProtocol';
import { recordHistoryRoute } from './versioned/historyRoutes';
import { IfMatchHeaders, requiredIfMatch } from './versioned/ifMatch';
import { staffRoute, staffScope, type StaffEditRouteOptions } from './versioned/staffScope';
import { problemList } from './versioned/versionedRecord';
import { STAFF_API, adminProductApiPath } from '../../staffRoutes';

/** A product's description alone may be 5000 characters of up to 3 bytes each: more than the shop's 16 KiB. */
const PRODUCT_BODY_LIMIT = 64 * 1024;
const conflictAnswer = { 412: refTo(AdminProductConflictSchema) };
const invalidAnswer = { 400: refTo(AdminProductInvalidSchema) };

const products = editProtocol<AdminProduct, ProductRefusal>({
  noun: 'product',
  idOf: (raw) => productIdParam(raw),
  refuse(_reply, refusal, id) {
    switch (refusal.kind) {
      case 'taken':
        throw new ApiError(409, 'id_taken', (i18n) =>
          i18n._({
            id: 'api.staff.product.idTaken',
            message: 'A product with the id {id} exists already: choose another id.',
            values: { id: String(refusal.id) },
          }),
        );
      case 'gone_already':
        throw new ApiError(409, 'cannot_undo', (i18n) =>
          i18n._({ id: 'api.staff.product.goneAlready', message: 'The product this change added is gone already.' }),
        );
      case 'no_change':
        throw new ApiError(404, 'not_found', (i18n) =>
          i18n._({
            id: 'api.staff.product.noSuchChange',
            message: 'Product {id} has no such change in its history.',
            values: { id: String(id) },
          }),
        );
    }
  },
});

function readProduct(app: RouteApp, edits: ProductEdits): void {
  app.get(
    STAFF_API.adminProduct,
    {
      schema: {
        ...staffRoute,
        summary: "A product as staff edit it (the import's fields), with its ETag for the save's If-Match.",
        params: ProductIdParams,
        response: { 200: refTo(AdminProductSchema), ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    products.read((id) => edits.read(id)),
  );
}

function saveProduct(app: RouteApp, edits: ProductEdits): void {
  app.put(
    STAFF_API.adminProduct,
    {
      bodyLimit: PRODUCT_BODY_LIMIT,
      // Checked by the import's rules (productEdits.ts): one rule set, its problems in the import's words.
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        ...staffRoute,
        summary:
          "Saves the whole product over the version read (If-Match), checked by the import's rules and recorded in its history.",
        params: ProductIdParams,
        headers: IfMatchHeaders,
        body: refTo(AdminProductSaveSchema),
        response: {
          200: refTo(AdminProductSchema, { description: 'Saved: the product as stored, with its new ETag.' }),
          ...errorAnswers(401, 403, 404, 428, 503),
          ...invalidAnswer,
          ...conflictAnswer,
        },
      },
    },
    products.save((id, body, ifMatch, by) => edits.save(id, body, ifMatch, by)),
  );
}

function nextProductId(app: RouteApp, edits: ProductEdits): void {
  app.get(
    STAFF_API.adminProductNextId,
    {
      schema: {
        ...staffRoute,
        summary: "The id the add form proposes: above every product's and every deleted one's (two index look-ups).",
        response: { 200: refTo(AdminNextIdSchema), ...errorAnswers(401, 403, 409, 503) },
      },
    },
    async (_request, reply) => {
      const id = await edits.nextId();
      if (id === undefined)
        throw new ApiError(409, 'no_free_id', (i18n) =>
          i18n._({
            id: 'api.staff.product.noFreeId',
            message: 'Every id above the last one is used: give the new product an id.',
          }),
        );
      return reply.send({ id });
    },
  );
}

function addProduct(app: RouteApp, edits: ProductEdits): void {
  app.post(
    STAFF_API.adminProducts,
    {
      bodyLimit: PRODUCT_BODY_LIMIT,
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        ...staffRoute,
        summary:
          "Adds a product (its id, or the next free one), checked by the import's rules and recorded in its history.",
        body: refTo(AdminNewProductSchema),
        response: {
          201: refTo(AdminProductSchema, { description: 'Added: the product as stored, with its ETag and Location.' }),
          ...errorAnswers(401, 403, 409, 503),
          ...invalidAnswer,
        },
      },
    },
    products.add(
      (body, by) => edits.add(body, by),
      (product) => adminProductApiPath(product.id),
    ),
  );
}

function deleteProduct(app: RouteApp, edits: ProductEdits): void {
  app.delete(
    STAFF_API.adminProduct,
    {
      schema: {
        ...staffRoute,
        summary:
          'Deletes the product over the version read (If-Match), as an import removes one; recorded in its history.',
        params: ProductIdParams,
        headers: IfMatchHeaders,
        response: {
          204: Type.Null({ description: 'Deleted; its history stays, and an undo of this change brings it back.' }),
          ...errorAnswers(400, 401, 403, 404, 428, 503),
          ...conflictAnswer,
        },
      },
    },
    products.remove((id, ifMatch, by) => edits.remove(id, ifMatch, by)),
  );
}

function productHistory(app: RouteApp, edits: ProductEdits): void {
  recordHistoryRoute(
    app,
    {
      url: STAFF_API.adminProductHistory,
      summary: "A product's changes, newest first: who, when, each field before and after.",
      params: ProductIdParams,
      page: refTo(ProductHistorySchema),
    },
    products.history((id, limit, before) => edits.history(id, limit, before)),
  );
}

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

/** Undo: If-Match on the product as it is, or `If-None-Match: *` for one that is gone; else 428. */
function requiredPrecondition(headers: { 'if-match'?: string; 'if-none-match'?: string }): Precondition {
  if (headers['if-match'] === undefined && headers['if-none-match']?.trim() === '*') return { absent: true };
  return { ifMatch: requiredIfMatch(headers['if-match'], 'product') };
}

function undoProductChange(app: RouteApp, edits: ProductEdits): void {
  app.post(
    STAFF_API.adminProductUndo,
    {
      schema: {
        ...staffRoute,
        summary:
          'Restores the product as it was before a change (If-Match on the product as it is now, or If-None-Match: * ' +
          'when it is gone); recorded as an undo.',
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
        throw new ApiError(400, 'bad_request', (i18n) =>
          i18n._({
            id: 'api.staff.product.badChangeId',
            message: 'The change id must be a whole number from 1 to {max}.',
            values: { max: String(MAX_PRODUCT_ID) },
          }),
        );
      const precondition = requiredPrecondition(request.headers);
      const result = await edits.undo(id, changeId, precondition, products.byOf(request));
      // The version before that change, checked as a save is: its category may be gone since.
      if (result.kind === 'invalid')
        throw new ApiError(409, 'cannot_undo', (i18n) =>
          i18n._({
            id: 'api.staff.product.cannotRestore',
            message: 'That version cannot be restored now: {problems}.',
            values: { problems: problemList(i18n, result.problems) },
          }),
        );
      return products.answer(reply, result, id);
    },
  );
}

export const adminProductRoutes = routePlugin<StaffEditRouteOptions<ProductEdits>>((app, options) => {
  staffScope(app, options, [
    AdminProductSchema,
    AdminProductConflictSchema,
    AdminProductInvalidSchema,
    ProductChangeSchema,
    ProductHistorySchema,
    AdminNewProductSchema,
    AdminProductSaveSchema,
    AdminNextIdSchema,
  ]);
  for (const route of [
    readProduct,
    saveProduct,
    nextProductId,
    addProduct,
    deleteProduct,
    productHistory,
    undoProductChange,
  ])
    route(app, options.edits);
});
