// GET /api/favourites: a signed-in shopper's favourites (docs/requirements.md §10.15). The client reads
// the answer as unknown JSON and keeps only valid ids (api/favouritesApi.ts), so it needs no type of it.
import { Type } from '@sinclair/typebox';

export const FavouriteIdsSchema = Type.Object({
  /** The account's favourites that the catalogue has now, ascending. */
  productIds: Type.Array(Type.Integer()),
});
