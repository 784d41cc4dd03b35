import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/client/app/hooks';
import { selectAllProducts } from '@/client/api/productList';
import { filterByTitle } from '@/client/lib/titleSearch';

export const selectFavouriteFlags = (state: RootState) => state.favourites.flags;
export const selectIsFavourite = (state: RootState, productId: number): boolean =>
  state.favourites.flags[String(productId)] === true;
export const selectFavouritesStorageUnavailable = (state: RootState) => state.favourites.storageUnavailable;
/** The flags have been read from storage (never on the server nor in the first render). */
export const selectFavouritesRead = (state: RootState): boolean => state.favourites._persist?.rehydrated === true;

/** How many ids are marked in storage; known before the products arrive (sizes the loading grid). */
export const selectMarkedIdCount = createSelector(
  [selectFavouriteFlags],
  (flags) => Object.values(flags).filter((marked) => marked).length,
);

export const selectMarkedProducts = createSelector([selectAllProducts, selectFavouriteFlags], (products, flags) =>
  products.filter((product) => flags[String(product.id)] === true),
);

/** Marked products narrowed by the favourites screen's own search (the address's ?q=, passed in). */
export const selectMarkedProductsMatchingSearch = createSelector(
  [selectMarkedProducts, (_state: RootState, term: string) => term],
  filterByTitle,
);
