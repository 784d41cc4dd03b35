// Derived catalogue lists (memoised): products come from the RTK Query cache, never copied into
// a slice, so there is one source of truth.
import { createSelector } from '@reduxjs/toolkit';
import type { Product } from '../../../contract';
import { shopApi } from '../../api/shopApi';
import type { RootState } from '../../app/store';
import { selectFirstPage, selectSearchTerm, selectVisibleCount } from './catalogSlice';
import { normaliseForSearch } from './searchText';
import { buildTitleIndex, titlesContaining, type TitleIndex } from './titleIndex';

const NO_PRODUCTS: Product[] = [];

const selectProductsResult = shopApi.endpoints.getProducts.select();

export const selectAllProducts = createSelector(
  [selectProductsResult],
  (result) => result.data ?? NO_PRODUCTS,
);

const titleIndexes = new WeakMap<readonly Product[], TitleIndex>();

/**
 * The title index of a product list, made once per list (the list from the API is frozen, so a
 * new list is a new array). Not part of the first render: made on the first search, or earlier
 * when the browser is idle (usePreparedSearch).
 */
export function titleIndexOf(products: readonly Product[]): TitleIndex {
  let index = titleIndexes.get(products);
  if (!index) {
    index = buildTitleIndex(products.map((product) => product.title));
    titleIndexes.set(products, index);
  }
  return index;
}

/** Products whose title contains the term (see searchText.ts); all of them for a blank term. */
export function filterByTitle(products: Product[], term: string): Product[] {
  const needle = normaliseForSearch(term.trim());
  if (needle === '') return products;
  return titlesContaining(titleIndexOf(products), needle).map((position) => products[position] as Product);
}

/** Found in most titles, so a search for it runs the search's loops once per title. */
const WARM_UP_TERM = 'e';

/**
 * Makes the list's title index and runs one search over it, for a moment when the browser is
 * idle: the first search click then neither builds the index nor runs the search code for the
 * first time. V8 runs a function's first calls in its interpreter and compiles it only once it
 * has run a while; the first search over 10,000 titles took 3–9 ms at 4× slowdown before this.
 */
export function prepareTitleSearch(products: Product[]): void {
  filterByTitle(products, WARM_UP_TERM);
}

export const selectFilteredProducts = createSelector([selectAllProducts, selectSearchTerm], filterByTitle);

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
