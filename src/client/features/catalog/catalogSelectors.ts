// The home list, derived (memoised) from the products cache, the applied search (the address's,
// passed in) and the catalog slice's count.
import { createSelector } from '@reduxjs/toolkit';
import type { Product } from '@/contract';
import { selectAllProducts, selectProductsResult } from '@/client/api/productList';
import type { RootState } from '@/client/app/hooks';
import { selectFirstPage, selectVisibleCount } from './catalogSlice';
import { filterByTitle } from '@/client/lib/titleSearch';

const NO_PRODUCTS: Product[] = [];
const termArgument = (_state: RootState, term: string) => term;

export const selectFilteredProducts = createSelector([selectAllProducts, termArgument], filterByTitle);

export const selectVisibleProducts = createSelector([selectFilteredProducts, selectVisibleCount], (products, count) =>
  products.slice(0, count),
);

export const selectHasMoreProducts = (state: RootState, term: string): boolean =>
  selectFilteredProducts(state, term).length > selectVisibleCount(state, term);

/** The home list as shown: `ready` false means the loading grid (or the error) is shown instead. */
export interface HomeListing {
  ready: boolean;
  /** Products in the catalogue. */
  total: number;
  /** Products matching the search term (all of them for an empty term). */
  matchingCount: number;
  visible: Product[];
  hasMore: boolean;
  /** Cards asked for (Show More) that the server's first page does not hold: placeholders until the list is here. */
  awaiting: number;
}

const NOT_READY: HomeListing = {
  ready: false,
  total: 0,
  matchingCount: 0,
  visible: NO_PRODUCTS,
  hasMore: false,
  awaiting: 0,
};

/**
 * From the products cache once it holds the list; before that from the server's first page, for the
 * search it was rendered for, with the cards a Show More asked beyond it still `awaiting`.
 */
export const selectHomeListing = createSelector(
  [
    selectProductsResult,
    selectFilteredProducts,
    selectVisibleProducts,
    selectFirstPage,
    termArgument,
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
        awaiting: 0,
      };
    }
    if (!firstPage || term !== firstPage.term) return NOT_READY;
    return {
      ready: true,
      total: firstPage.total,
      matchingCount: firstPage.matching,
      visible: firstPage.products.slice(0, count),
      hasMore: firstPage.matching > count,
      awaiting: Math.max(0, Math.min(count, firstPage.matching) - firstPage.products.length),
    };
  },
);
