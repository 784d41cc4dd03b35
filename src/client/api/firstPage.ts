// The first cards the server rendered (embedded in the page), shown until the app has its own, and
// the catalogue's size they carry, which decides how every screen gets its products (§10.23).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isPagedCatalogue, type FirstPage } from '@/contract';

const firstPageSlice = createSlice({
  name: 'firstPage',
  initialState: null as FirstPage | null,
  reducers: {
    firstPageEmbedded: (_state, action: PayloadAction<FirstPage>) => action.payload,
  },
});

export const { firstPageEmbedded } = firstPageSlice.actions;
export const firstPageReducer = firstPageSlice.reducer;

type WithFirstPage = { firstPage: FirstPage | null };
export const selectFirstPage = (state: WithFirstPage) => state.firstPage;
/** Too many products for the whole list: the screens ask the server for what they show. */
export const selectCataloguePaged = (state: WithFirstPage): boolean => isPagedCatalogue(state.firstPage?.total ?? 0);
