// The staff API's categories: the list with each category's product count, add, change
// (If-Match), remove (refused while products use it) and a category's history.
import { Type, type Static } from '@sinclair/typebox';
import { CategorySchema } from './catalogSchemas';
import { MAX_PRODUCT_ID } from './plain';
import { conflictSchemaOf } from './conflictSchema';
import { refTo } from './schemaRef';
import { AdminProductInvalidSchema } from './staffSchemas';

const { catName, bgColor, imageUrl } = CategorySchema.properties;

/** What staff send to add or change a category: the import's fields, checked by its rules. */
export const AdminCategoryInputSchema = Type.Object(
  { catName, bgColor, imageUrl },
  {
    $id: 'AdminCategoryInput',
    description:
      "A category's fields as the catalogue import takes them: a name of up to 100 characters, '#rgb' or " +
      "'#rrggbb', and a picture path starting with '/' or an http(s) URL.",
  },
);
export type AdminCategoryInput = Static<typeof AdminCategoryInputSchema>;

export const AdminCategorySchema = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: MAX_PRODUCT_ID }), catName, bgColor, imageUrl },
  { $id: 'AdminCategory', description: 'A category as staff edit it; its name is what products name as `category`.' },
);
export type AdminCategory = Static<typeof AdminCategorySchema>;

export const AdminCategoryRowSchema = Type.Object(
  {
    category: refTo(AdminCategorySchema),
    etag: Type.String({ description: 'Its ETag: send it as If-Match to change or remove it.' }),
    products: Type.Integer({
      minimum: 0,
      description: 'How many products are in this category, up to a cap (1,000), as the shop counts.',
    }),
    productsCapped: Type.Boolean({ description: 'More than `products` are in it: the count stopped at its cap.' }),
  },
  { $id: 'AdminCategoryRow', description: 'A category as the staff list shows it.' },
);
export type AdminCategoryRow = Static<typeof AdminCategoryRowSchema>;

export const AdminCategoryListSchema = Type.Object(
  {
    categories: Type.Array(refTo(AdminCategoryRowSchema), { description: "In the shop's order." }),
    pictures: Type.Array(Type.String(), {
      description: 'The category pictures the shop has (its files and those categories use), to choose from.',
    }),
  },
  { $id: 'AdminCategoryList' },
);
export type AdminCategoryList = Static<typeof AdminCategoryListSchema>;

/** 412: the category changed since it was read; `current` is it now, `etag` its ETag. */
export const AdminCategoryConflictSchema = conflictSchemaOf(
  AdminCategorySchema,
  'AdminCategoryConflict',
  'The category as it is now.',
  'An error (412) that carries the newer version of the category.',
);
export type AdminCategoryConflict = Static<typeof AdminCategoryConflictSchema>;

/** 400 for what the import's rules refuse, 409 for a name another category has: each problem by field. */
export const AdminCategoryInvalidSchema = Type.Object(
  {
    error: Type.String({ description: "'invalid_category', 'name_taken', or 'bad_request' for a bad id." }),
    message: Type.String({ description: 'A sentence a person can read: every problem.' }),
    problems: AdminProductInvalidSchema.properties.problems,
  },
  {
    $id: 'AdminCategoryInvalid',
    description: "An error; for a category, each problem by field, in the import's words.",
  },
);

/** 409 on a removal: products still use the category. */
export const AdminCategoryInUseSchema = Type.Object(
  {
    error: Type.String({ description: "'category_in_use'" }),
    message: Type.String(),
    products: Type.Integer({ minimum: 1, description: 'How many products use the category.' }),
  },
  { $id: 'AdminCategoryInUse', description: 'An error (409): the category cannot be removed while products use it.' },
);
export type AdminCategoryInUse = Static<typeof AdminCategoryInUseSchema>;

export const CategoryChangeSchema = Type.Object(
  {
    id: Type.Integer(),
    at: Type.String({ format: 'date-time', description: 'When, UTC.' }),
    by: Type.String({ description: "The staff member's email." }),
    action: Type.String({ description: "'add', 'save' or 'remove'." }),
    before: Type.Union([refTo(AdminCategorySchema), Type.Null()], { description: 'Before; null for an add.' }),
    after: Type.Union([refTo(AdminCategorySchema), Type.Null()], { description: 'After; null for a removal.' }),
    changed: Type.Array(Type.String(), { description: 'The fields whose value differs between before and after.' }),
  },
  { $id: 'CategoryChange', description: 'One change of a category: who, when, and each field before and after.' },
);

export const CategoryHistorySchema = Type.Object(
  {
    changes: Type.Array(refTo(CategoryChangeSchema), { description: 'Newest first.' }),
    nextBefore: Type.Optional(
      Type.Integer({ description: 'More are older: ask again with ?before= this. Absent at the first change.' }),
    ),
  },
  { $id: 'CategoryHistory', description: "A page of a category's history, newest first." },
);
export type CategoryHistory = Static<typeof CategoryHistorySchema>;
