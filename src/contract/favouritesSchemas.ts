// GET /api/favourites: a signed-in shopper's favourites (docs/requirements.md §10.15).
import { Type, type Static } from '@sinclair/typebox';

export const FavouriteIdsSchema = Type.Object({
  /** The account's favourites that the catalogue has now, ascending. */
  productIds: Type.Array(Type.Integer()),
});
/** The answer of GET /api/favourites. */
export type FavouriteIds = Static<typeof FavouriteIdsSchema>;
