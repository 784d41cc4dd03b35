// The home list, derived from the products cache, the search and the shown count.
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

/** The home list as shown: `ready` false means the loading grid (or the error) is shown instead. */
export interface HomeListing {
  ready: boolean;
  total: number;
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

/** From the products cache once it holds the list; before that from the server's first page. */
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
