// Home screen state: how many cards are shown. The search is the address's (?q=); the lists are
// derived by selectors from the cache.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { FIRST_PAGE_SIZE } from '../../../contract';

export const FIRST_VISIBLE_COUNT = FIRST_PAGE_SIZE;
export const SHOW_MORE_STEP = 6;

export interface CatalogState {
  /** Cards shown beyond the first six, and for which search: any other search starts again at six. */
  shown: { term: string; count: number };
}

const initialState: CatalogState = {
  shown: { term: '', count: FIRST_VISIBLE_COUNT },
};

const catalogSlice = createSlice({
  name: 'catalog',
  initialState,
  reducers: {
    /** The search button applied a search: it starts again at six. */
    searchApplied(state) {
      state.shown = initialState.shown;
    },
    /** Show More under the search `term` (the one applied when it was clicked). */
    showMoreClicked(state, action: PayloadAction<string>) {
      const { term, count } = state.shown;
      state.shown = {
        term: action.payload,
        count: (term === action.payload ? count : FIRST_VISIBLE_COUNT) + SHOW_MORE_STEP,
      };
    },
  },
});

export const { searchApplied, showMoreClicked } = catalogSlice.actions;
export const catalogReducer = catalogSlice.reducer;

/** How many cards a search shows: six for a search other than the one Show More was clicked for. */
export const selectVisibleCount = (state: { catalog: CatalogState }, term: string): number =>
  state.catalog.shown.term === term ? state.catalog.shown.count : FIRST_VISIBLE_COUNT;
