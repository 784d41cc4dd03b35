// The home list, derived (memoised) from the products cache and the catalog slice's search and count.
import { createSelector } from '@reduxjs/toolkit';
import type { Product } from '@/contract';
import { selectAllProducts, selectProductsResult } from '@/client/api/productList';
import type { RootState } from '@/client/app/hooks';
import { selectFirstPage, selectSearchTerm, selectVisibleCount } from './catalogSlice';
import { filterByTitle } from '@/client/lib/titleSearch';

const NO_PRODUCTS: Product[] = [];

export const selectFilteredProducts = createSelector([selectAllProducts, selectSearchTerm], filterByTitle);

export const selectVisibleProducts = createSelector([selectFilteredProducts, selectVisibleCount], (products, count) =>
  products.slice(0, count),
);

export const selectHasMoreProducts = (state: RootState): boolean =>
  selectFilteredProducts(state).length > selectVisibleCount(state);

/** The home list as shown: `ready` false means the loading grid (or the error) is shown instead. */
export interface HomeListing {
  ready: boolean;
  /** Products in the catalogue. */
  total: number;
  /** Products matching the search term (all of them for an empty term). */
  matchingCount: number;
  visible: Product[];
  hasMore: boolean;
}

const NOT_READY: HomeListing = { ready: false, total: 0, matchingCount: 0, visible: NO_PRODUCTS, hasMore: false };

/**
 * From the products cache once it holds the list; before that from the server's first page, as
 * long as it covers what is asked (no search, no more cards than it has).
 */
export const selectHomeListing = createSelector(
  [
    selectProductsResult,
    selectFilteredProducts,
    selectVisibleProducts,
    selectFirstPage,
    selectSearchTerm,
    selectVisibleCount,
  ],
  (result, matching, visible, firstPage, term, count): HomeListing => {
    if (result.isSuccess) {
      return {
        ready: true,
        total: result.data.length,
        matchingCount: matching.length,
        visible,
        hasMore: matching.length > count,
      };
    }
    if (!firstPage || term !== '' || firstPage.products.length < Math.min(count, firstPage.total)) return NOT_READY;
    return {
      ready: true,
      total: firstPage.total,
      matchingCount: firstPage.total,
      visible: firstPage.products.slice(0, count),
      hasMore: firstPage.total > count,
    };
  },
);
