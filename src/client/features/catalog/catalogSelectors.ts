// Derived catalogue lists (memoised): products come from the RTK Query cache, never copied into
// a slice, so there is one source of truth.
import { createSelector } from '@reduxjs/toolkit';
import type { Product } from '../../../contract';
import { shopApi } from '../../api/shopApi';
import type { RootState } from '../../app/store';
import { selectFirstPage, selectSearchTerm, selectVisibleCount } from './catalogSlice';
import { normaliseForSearch, titleMatches } from './searchText';

const NO_PRODUCTS: Product[] = [];

const selectProductsResult = shopApi.endpoints.getProducts.select();

export const selectAllProducts = createSelector(
  [selectProductsResult],
  (result) => result.data ?? NO_PRODUCTS,
);

/** Products whose title contains the term (see searchText.ts); all of them for an empty term. */
export function filterByTitle(products: Product[], term: string): Product[] {
  return term.trim() === '' ? products : products.filter((product) => titleMatches(product.title, term));
}

const searchableTitles = new WeakMap<Product[], string[]>();

/**
 * Titles normalised once per product list, so a search over 10,000 products only compares
 * strings. Not part of the first render: made on the first search, or earlier when the browser
 * is idle (usePreparedSearch).
 */
export function searchableTitlesOf(products: Product[]): string[] {
  let titles = searchableTitles.get(products);
  if (!titles) {
    titles = products.map((product) => normaliseForSearch(product.title));
    searchableTitles.set(products, titles);
  }
  return titles;
}

export const selectFilteredProducts = createSelector([selectAllProducts, selectSearchTerm], (products, term) => {
  const needle = normaliseForSearch(term.trim());
  if (needle === '') return products;
  const titles = searchableTitlesOf(products);
  return products.filter((_product, index) => titles[index]?.includes(needle));
});

export const selectVisibleProducts = createSelector(
  [selectFilteredProducts, selectVisibleCount],
  (products, count) => products.slice(0, count),
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
  [selectProductsResult, selectFilteredProducts, selectVisibleProducts, selectFirstPage, selectSearchTerm, selectVisibleCount],
  (result, matching, visible, firstPage, term, count): HomeListing => {
    if (result.isSuccess) {
      return { ready: true, total: result.data.length, matchingCount: matching.length, visible, hasMore: matching.length > count };
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
