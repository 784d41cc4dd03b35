// The home list, derived from the products cache (the whole list, or a large catalogue's pages), the
// search and the shown count.
import { createSelector } from '@reduxjs/toolkit';
import { FIRST_PAGE_SIZE, type FirstPage, type Product, type SearchSuggestion, type SearchWords } from '@/contract';
import { selectCatalogPaged, selectFirstPage } from '@/client/api/firstPage';
import { selectAllProducts, selectProductsResult } from '@/client/api/productList';
import type { RootState } from '@/client/app/hooks';
import { SHOW_MORE_STEP, selectVisibleCount } from './catalogSlice';
import { productPagesApi } from './productPagesApi';
import { filterByTitle } from '@/client/search/titleFilter';

const termArgument = (_state: RootState, term: string) => term;
const wordsArgument = (_state: RootState, _term: string, words: SearchWords = 'phrase') => words;

export const selectFilteredProducts = createSelector([selectAllProducts, termArgument, wordsArgument], filterByTitle);

/** The home list as shown: `ready` false means the loading grid (or the error) is shown instead. */
export interface HomeListing {
  ready: boolean;
  total: number;
  matchingCount: number;
  /** More products may match than `matchingCount` says (the count stopped at its cap, or the search at its bound). */
  capped: boolean;
  /** Nothing found, but the search stopped at its bound: it looked at part of the catalogue only. */
  stoppedEmpty: boolean;
  visible: Product[];
  hasMore: boolean;
  /** Cards asked for (Show More) that are not here yet: placeholders until they are. */
  awaiting: number;
  /** "Did you mean" from the server (a large catalogue's page, or the first page it rendered), if any. */
  serverSuggestions: SearchSuggestion[];
}

const NOT_READY: HomeListing = {
  ready: false,
  total: 0,
  matchingCount: 0,
  capped: false,
  stoppedEmpty: false,
  visible: [],
  hasMore: false,
  awaiting: 0,
  serverSuggestions: [],
};

/** The server's first page, when it is the page of this search (the same term and words). */
const selectFirstPageOfSearch = createSelector(
  [selectFirstPage, termArgument, wordsArgument],
  (firstPage, term, words) => (firstPage?.term === term && (firstPage.words ?? 'phrase') === words ? firstPage : null),
);

const NO_SUGGESTIONS: SearchSuggestion[] = [];

/**
 * From the whole list or the pages asked for; before that from the server's first page.
 * `words` is the search's mode ('phrase' unless the address says `&words=all`).
 */
export const selectHomeListing = createSelector(
  [
    selectCatalogPaged,
    selectProductsResult,
    selectFilteredProducts,
    (state: RootState, term: string, words: SearchWords = 'phrase') =>
      productPagesApi.endpoints.getProductPages.select({ term, words })(state).data?.pages,
    selectFirstPageOfSearch,
    selectVisibleCount,
  ],
  (paged, whole, filtered, pages, firstPage, count): HomeListing => {
    const cached = whole.isSuccess ? { total: whole.data.length, matching: filtered.length, products: filtered } : null;
    const last = pages?.at(-1);
    const paging = last && { ...last, products: pages!.flatMap((page) => page.products) };
    const source = (paged ? paging : cached) ?? firstPage;
    if (!source) return NOT_READY;
    const { total, matching, products } = source;
    const capped = (source as FirstPage).matchingCapped === true;
    // A capped answer has more to give until a page comes back short: a search that stopped at its
    // bound (docs/requirements.md §9.3) ends there, with no placeholders waiting for pages that never come.
    const endedShort = paging ? last.products.length < SHOW_MORE_STEP : products.length < FIRST_PAGE_SIZE;
    const reachable = capped && !endedShort ? Infinity : matching;
    return {
      ready: true,
      total,
      matchingCount: matching,
      capped: capped && matching > 0,
      stoppedEmpty: capped && matching === 0,
      visible: products.slice(0, count),
      hasMore: reachable > count,
      awaiting: Math.max(0, Math.min(count, reachable) - products.length),
      // The search's first page carries them (the API's at offset 0, or the one the server rendered).
      serverSuggestions: (paged ? pages?.[0] : undefined)?.suggestions ?? firstPage?.suggestions ?? NO_SUGGESTIONS,
    };
  },
);
