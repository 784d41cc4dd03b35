// The staff API (issue 38): GET /api/admin/me tells the staff area who is signed in as staff;
// GET /api/admin/products answers its product table a page at a time.
import { Type, type Static } from '@sinclair/typebox';
import { MAX_PRODUCT_ID } from './plain';
import { refTo } from './schemaRef';

export const StaffMeSchema = Type.Object(
  {
    /** The staff member's verified email, as the staff list keeps it (trimmed, lower case). */
    email: Type.String({ description: 'The verified email, as the staff list keeps it (trimmed, lower case).' }),
  },
  { $id: 'StaffMe', description: 'The signed-in staff member.' },
);
/** The answer of GET /api/admin/me. */
export type StaffMe = Static<typeof StaffMeSchema>;

/** One line of the staff's product table: what it shows, not the whole product. */
export const AdminProductRowSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1, maximum: MAX_PRODUCT_ID }),
    title: Type.String(),
    price: Type.Number({ description: 'Price in euros, with cents.' }),
    category: Type.String({ description: 'The catName of the product’s category.' }),
    mark: Type.String({ description: 'Brand label.' }),
    image: Type.String({ description: 'URL of the main picture.' }),
  },
  { $id: 'AdminProductRow', description: 'A product as the staff table lists it.' },
);

/** A page of the staff's product table (GET /api/admin/products). */
export const AdminProductPageSchema = Type.Object(
  {
    /** The search, trimmed; '' for the list. */
    q: Type.String({ description: "The search, trimmed; '' for the whole list." }),
    /** How `q` was read: the list, a product id, or a title search. */
    by: Type.Union([Type.Literal('list'), Type.Literal('id'), Type.Literal('title')], {
      description:
        "'list' for no search; 'id' when q is a product id ('12345' or '#12345') and, for a bare number, " +
        "a product has it; 'title' for a search of the titles, as the shop's own.",
    }),
    offset: Type.Integer({ description: 'Matching products before this page.' }),
    limit: Type.Integer({ description: 'The most products this page holds.' }),
    matching: Type.Integer({
      description: 'Products that match, up to a cap (the catalogue’s kept count for the list).',
    }),
    matchingCapped: Type.Boolean({ description: 'More than `matching` products match: the count stopped at its cap.' }),
    products: Type.Array(refTo(AdminProductRowSchema)),
  },
  { $id: 'AdminProductPage' },
);
/** The answer of GET /api/admin/products. */
export type AdminProductPage = Static<typeof AdminProductPageSchema>;
