// What the catalogue's routes accept, as JSON schemas: Fastify validates each request with them and
// the OpenAPI document lists them. What the routes answer is the contract's (src/contract/catalogSchemas.ts).
import { Type } from '@sinclair/typebox';
import {
  FIRST_PAGE_SIZE,
  MAX_PRODUCT_ID,
  PAGE_LIMIT_MAX,
  parseProductId,
  PRODUCTS_BY_ID_MAX,
  SEARCH_TERM_MAX_LENGTH,
} from '../../contract';
import { SearchWordsSchema } from '../../contract/catalogSchemas';
import { SEARCH_PARAMS } from '../../shopRoutes';
import { ApiError } from '../http/errors';
import type { Words } from '../i18n/serverI18n';

/** An id in an address: products and categories take the same whole numbers (400 otherwise). */
const idParams = (description: string) => Type.Object({ id: Type.String({ description, examples: ['7'] }) });
const ID_RULE = `whole number from 1 to ${MAX_PRODUCT_ID}, written without leading zeros or signs.`;

export const ProductIdParams = idParams(`A ${ID_RULE}`);
export const CategoryIdParams = idParams(`The category's id: a ${ID_RULE}`);

/** The id of a /api/product/:id request (the contract's rule); anything else is a 400. */
export function productIdParam(raw: string, what: 'product' | 'category' = 'product'): number {
  const id = parseProductId(raw);
  if (id === null) {
    throw new ApiError(400, 'bad_request', (i18n) =>
      i18n._({
        id: 'api.id.invalid',
        message:
          '{what, select, category {The category id must be a whole number from 1 to {max}.} other {The product id must be a whole number from 1 to {max}.}}',
        values: { what, max: String(MAX_PRODUCT_ID) },
      }),
    );
  }
  return id;
}

/** The 404 of a product id the catalogue lacks. */
export const noProduct =
  (id: number): Words =>
  (i18n) =>
    i18n._({
      id: 'api.product.notFound',
      message: 'There is no product with the id {id}.',
      values: { id: String(id) },
    });

/** A category's id is written as a product's: canonical, 1 to MAX_PRODUCT_ID (400 otherwise). */
export const categoryIdParam = (raw: string): number => productIdParam(raw, 'category');

export const PageQuery = Type.Object({
  // The address's names (shopRoutes.ts), which the client sends on.
  [SEARCH_PARAMS.term]: Type.Optional(
    Type.String({ maxLength: SEARCH_TERM_MAX_LENGTH, description: 'Search term: a substring of the title.' }),
  ),
  [SEARCH_PARAMS.words]: Type.Optional(SearchWordsSchema),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_LIMIT_MAX, default: FIRST_PAGE_SIZE })),
});

export const IdsQuery = Type.Object({
  ids: Type.String({
    pattern: `^[^,]+(,[^,]+){0,${PRODUCTS_BY_ID_MAX - 1}}$`,
    description: `Up to ${PRODUCTS_BY_ID_MAX} product ids, separated by commas.`,
    examples: ['3,1,7'],
  }),
});
