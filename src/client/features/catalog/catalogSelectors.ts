// The home list, derived (memoised) from the products cache, the applied search (the address's,
// passed in) and the catalog slice's count: the whole list's or, for a large catalogue, the pages'.
import { createSelector } from '@reduxjs/toolkit';
import type { Product } from '@/contract';
import { selectCataloguePaged, selectFirstPage } from '@/client/api/firstPage';
import { selectAllProducts, selectProductsResult } from '@/client/api/productList';
import type { RootState } from '@/client/app/hooks';
import { selectVisibleCount } from './catalogSlice';
import { productPagesApi } from './productPagesApi';
import { filterByTitle } from '@/client/lib/titleSearch';

const termArgument = (_state: RootState, term: string) => term;

export const selectFilteredProducts = createSelector([selectAllProducts, termArgument], filterByTitle);

/** The home list as shown: `ready` false means the loading grid (or the error) is shown instead. */
export interface HomeListing {
  ready: boolean;
  /** Products in the catalogue. */
  total: number;
  /** Products matching the search term (all of them for an empty term). */
  matchingCount: number;
  visible: Product[];
  hasMore: boolean;
  /** Cards asked for (Show More) that are not here yet: placeholders until they are. */
  awaiting: number;
}

const NOT_READY: HomeListing = {
  ready: false,
  total: 0,
  matchingCount: 0,
  visible: [],
  hasMore: false,
  awaiting: 0,
};

/**
 * From the whole list once it is cached, or for a large catalogue from the pages asked for; before
 * that from the server's first page, for the search it was rendered for.
 */
export const selectHomeListing = createSelector(
  [
    selectCataloguePaged,
    selectProductsResult,
    selectFilteredProducts,
    (state: RootState, term: string) => productPagesApi.endpoints.getProductPages.select(term)(state).data?.pages,
    selectFirstPage,
    termArgument,
    selectVisibleCount,
  ],
  (paged, whole, filtered, pages, firstPage, term, count): HomeListing => {
    const cached = whole.isSuccess ? { total: whole.data.length, matching: filtered.length, products: filtered } : null;
    const last = pages?.at(-1);
    const paging = last && { ...last, products: pages!.flatMap((page) => page.products) };
    const source = (paged ? paging : cached) ?? (firstPage?.term === term ? firstPage : null);
    if (!source) return NOT_READY;
    const { total, matching, products } = source;
    return {
      ready: true,
      total,
      matchingCount: matching,
      visible: products.slice(0, count),
      hasMore: matching > count,
      awaiting: Math.max(0, Math.min(count, matching) - products.length),
    };
  },
);
