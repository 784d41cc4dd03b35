// The favourites screen's products (its chunk only): the marked ones among the products listed.
import { createSelector } from '@reduxjs/toolkit';
import type { Product, SearchWords } from '@/contract';
import { selectCatalogPaged } from '@/client/api/firstPage';
import type { RootState } from '@/client/app/hooks';
import { selectAllProducts } from '@/client/api/productList';
import { filterByTitle } from '@/client/search/titleFilter';
import { selectFavouriteFlags } from './favouritesSelectors';
import { selectMarkedProductsResult } from './markedProductsApi';

const NO_PRODUCTS: Product[] = [];

/** The ids marked in storage, ascending; known before the products arrive. */
export const selectMarkedIds = createSelector([selectFavouriteFlags], (flags) =>
  Object.keys(flags)
    .filter((id) => flags[id])
    .map(Number)
    .sort((left, right) => left - right),
);

/** How many ids are marked (sizes the loading grid). */
export const selectMarkedIdCount = (state: RootState) => selectMarkedIds(state).length;

/** Where the marked products are looked up: the whole list, or a large catalogue's answer by id. */
const selectListedProducts = (state: RootState): Product[] =>
  selectCatalogPaged(state) ? (selectMarkedProductsResult(state).data ?? NO_PRODUCTS) : selectAllProducts(state);

/** Marked products in the list's order (the catalogue's; by id for a large catalogue). */
export const selectMarkedProducts = createSelector([selectListedProducts, selectFavouriteFlags], (products, flags) =>
  products.filter((product) => flags[String(product.id)] === true),
);

/** Marked products narrowed by the favourites screen's own search (the address's ?q= and words, passed in). */
export const selectMarkedProductsMatchingSearch = createSelector(
  [
    selectMarkedProducts,
    (_state: RootState, term: string) => term,
    (_state: RootState, _term: string, words: SearchWords = 'phrase') => words,
  ],
  filterByTitle,
);
