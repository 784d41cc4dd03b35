// Home screen state kept minimal (design example 5): the applied search term and how many cards
// are shown. The filtered and visible lists are derived by selectors from the products cache.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { FIRST_PAGE_SIZE, type FirstPage } from '../../../contract';

export const FIRST_VISIBLE_COUNT = FIRST_PAGE_SIZE;
export const SHOW_MORE_STEP = 6;

export interface CatalogState {
  searchTerm: string;
  visibleCount: number;
  /**
   * The first cards as the server rendered them (embedded in the page): shown until the whole
   * list is in the products cache, which stays the one source of truth after that.
   */
  firstPage: FirstPage | null;
}

const initialState: CatalogState = {
  searchTerm: '',
  visibleCount: FIRST_VISIBLE_COUNT,
  firstPage: null,
};

const catalogSlice = createSlice({
  name: 'catalog',
  initialState,
  reducers: {
    /** The arrow button was clicked: a new search starts again at the first six results. */
    searchSubmitted(state, action: PayloadAction<string>) {
      state.searchTerm = action.payload.trim();
      state.visibleCount = FIRST_VISIBLE_COUNT;
    },
    showMoreClicked(state) {
      state.visibleCount += SHOW_MORE_STEP;
    },
    firstPageEmbedded(state, action: PayloadAction<FirstPage>) {
      state.firstPage = action.payload;
    },
  },
});

export const { searchSubmitted, showMoreClicked, firstPageEmbedded } = catalogSlice.actions;
export const catalogReducer = catalogSlice.reducer;

export const selectSearchTerm = (state: { catalog: CatalogState }) => state.catalog.searchTerm;
export const selectVisibleCount = (state: { catalog: CatalogState }) => state.catalog.visibleCount;
export const selectFirstPage = (state: { catalog: CatalogState }) => state.catalog.firstPage;
