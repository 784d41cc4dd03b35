// Home screen state kept minimal (design example 5): the applied search term and how many cards
// are shown. The filtered and visible lists are derived by selectors from the products cache.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const FIRST_VISIBLE_COUNT = 6;
export const SHOW_MORE_STEP = 6;

export interface CatalogState {
  searchTerm: string;
  visibleCount: number;
}

const initialState: CatalogState = { searchTerm: '', visibleCount: FIRST_VISIBLE_COUNT };

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
  },
});

export const { searchSubmitted, showMoreClicked } = catalogSlice.actions;
export const catalogReducer = catalogSlice.reducer;

export const selectSearchTerm = (state: { catalog: CatalogState }) => state.catalog.searchTerm;
export const selectVisibleCount = (state: { catalog: CatalogState }) => state.catalog.visibleCount;
