// Derived catalogue lists (memoised): products come from the RTK Query cache, never copied into
// a slice, so there is one source of truth.
import { createSelector } from '@reduxjs/toolkit';
import type { Product } from '../../../contract';
import { shopApi } from '../../api/shopApi';
import type { RootState } from '../../app/store';
import { selectSearchTerm, selectVisibleCount } from './catalogSlice';
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
