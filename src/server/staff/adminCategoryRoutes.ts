// The categories in the staff API (docs/staff.md): the list with each one's product count, add,
// change and remove over an ETag (If-Match), a removal refused while products use it, and the
// history; each route one function over the edit protocol (versioned/editProtocol.ts).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { AdminCategory, AdminCategoryList } from '../../contract';
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
import { CATEGORY_PICTURES_PATH } from '../../shopRoutes';
import { categoryIdParam, CategoryIdParams } from '../catalog/catalogRequests';
import { fileNamePattern } from '../catalog/validateCatalog';
import { bodyCheckedByHandler } from '../http/bodyCheckedByHandler';
import { errorAnswers } from '../http/errors';
import { saidProblems } from '../http/fieldProblems';
import { answerI18n } from '../http/requestLanguage';
import { countIn } from '../i18n/serverI18n';
import { routePlugin, type RouteApp } from '../http/routePlugin';
import type { CategoryEdits, CategoryRefusal } from './categoryEdits';
import { editProtocol } from './versioned/editProtocol';
import { recordHistoryRoute, resourceHistoryRoute } from './versioned/historyRoutes';
import { IfMatchHeaders } from './versioned/ifMatch';
import { staffRoute, staffScope, type StaffEditRouteOptions } from './versioned/staffScope';
import { problemList } from './versioned/versionedRecord';
import { STAFF_API } from '../../staffRoutes';

export interface AdminCategoryRouteOptions extends StaffEditRouteOptions<CategoryEdits> {
  /** Where the shop's own files are (public/): its category pictures are offered to choose from. */
  publicDir: string;
}

const invalidAnswers = { 400: refTo(AdminCategoryInvalidSchema), 409: refTo(AdminCategoryInvalidSchema) };

const categories = editProtocol<AdminCategory, CategoryRefusal>({
  noun: 'category',
  idOf: categoryIdParam,
  refuse(reply, refusal) {
    const i18n = answerI18n(reply);
    if (refusal.kind === 'name_taken')
      return reply.code(409).send({
        error: 'name_taken',
        message: i18n._({
          id: 'api.staff.invalid',
          message: 'Nothing was saved: {problems}.',
          values: { problems: problemList(i18n, refusal.problems) },
        }),
        problems: saidProblems(i18n, refusal.problems),
      });
    const { products } = refusal;
    return reply.code(409).send({
      error: 'category_in_use',
      message: i18n._({
        id: 'api.staff.category.inUse',
        message:
          '{number, select, one {{count} product uses this category. Move them to another category first; nothing was removed.} other {{count} products use this category. Move them to another category first; nothing was removed.}}',
        // One and other are all English and German tell apart.
        values: { number: products === 1 ? 'one' : 'other', count: countIn(i18n, products) },
      }),
      products,
    });
  },
});

/** The picture files the shop ships for category tiles, as the paths a category names them by. */
async function shippedPictures(publicDir: string): Promise<string[]> {
  const folder = path.join(publicDir, ...CATEGORY_PICTURES_PATH.split('/').filter(Boolean));
  const names = await readdir(folder).catch(() => []);
  return names.filter((name) => fileNamePattern.test(name)).map((name) => `${CATEGORY_PICTURES_PATH}${name}`);
}

function listCategories(app: RouteApp, edits: CategoryEdits, shipped: string[]): void {
  app.get(
    STAFF_API.adminCategories,
    {
      schema: {
        ...staffRoute,
        summary: "Every category in the shop's order, with its ETag and its products counted (up to 1,000).",
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
}

function addCategory(app: RouteApp, edits: CategoryEdits): void {
  app.post(
    STAFF_API.adminCategories,
    {
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        ...staffRoute,
        summary: "Adds a category (after the others), checked by the import's rules; the shop gives its id.",
        body: refTo(AdminCategoryInputSchema),
        response: {
          201: refTo(AdminCategorySchema, { description: 'Added: the category as stored, with its ETag.' }),
          ...errorAnswers(401, 403, 503),
          ...invalidAnswers,
        },
      },
    },
    categories.add((body, by) => edits.add(body, by)),
  );
}

function allCategoriesHistory(app: RouteApp, edits: CategoryEdits): void {
  resourceHistoryRoute(
    app,
    {
      url: STAFF_API.adminCategoriesHistory,
      summary: "Every category's changes, newest first, removals too: who, when, each field before and after.",
      page: refTo(CategoryHistorySchema),
    },
    async (limit, before) => (await edits.history(undefined, limit, before)) ?? { changes: [] },
  );
}

function readCategory(app: RouteApp, edits: CategoryEdits): void {
  app.get(
    STAFF_API.adminCategory,
    {
      schema: {
        ...staffRoute,
        summary: 'A category as staff edit it, with its ETag for If-Match.',
        params: CategoryIdParams,
        response: { 200: refTo(AdminCategorySchema), ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    categories.read((id) => edits.read(id)),
  );
}

function saveCategory(app: RouteApp, edits: CategoryEdits): void {
  app.put(
    STAFF_API.adminCategory,
    {
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        ...staffRoute,
        summary:
          "Changes a category over the version read (If-Match): name, colour, picture. A new name moves the category's products with it.",
        params: CategoryIdParams,
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
    categories.save((id, body, ifMatch, by) => edits.save(id, body, ifMatch, by)),
  );
}

function removeCategory(app: RouteApp, edits: CategoryEdits): void {
  app.delete(
    STAFF_API.adminCategory,
    {
      schema: {
        ...staffRoute,
        summary: 'Removes a category over the version read (If-Match); refused (409) while products use it.',
        params: CategoryIdParams,
        headers: IfMatchHeaders,
        response: {
          204: Type.Null({ description: 'Removed; no body.' }),
          ...errorAnswers(400, 401, 403, 404, 428, 503),
          409: refTo(AdminCategoryInUseSchema),
          412: refTo(AdminCategoryConflictSchema),
        },
      },
    },
    categories.remove((id, ifMatch, by) => edits.remove(id, ifMatch, by)),
  );
}

function categoryHistory(app: RouteApp, edits: CategoryEdits): void {
  recordHistoryRoute(
    app,
    {
      url: STAFF_API.adminCategoryHistory,
      summary: "A category's changes, newest first: who, when, each field before and after.",
      params: CategoryIdParams,
      page: refTo(CategoryHistorySchema),
    },
    categories.history((id, limit, before) => edits.history(id, limit, before)),
  );
}

export const adminCategoryRoutes = routePlugin<AdminCategoryRouteOptions>(async (app, options) => {
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
  listCategories(app, options.edits, await shippedPictures(options.publicDir));
  for (const route of [addCategory, allCategoriesHistory, readCategory, saveCategory, removeCategory, categoryHistory])
    route(app, options.edits);
});
