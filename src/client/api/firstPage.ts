// The first cards the server rendered (embedded in the page), shown until the app has its own, and
// the catalogue's size they carry, which decides how every screen gets its products (§10.23).
import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { WHOLE_LIST_LIMIT, type FirstPage } from '@/contract';

export const firstPageEmbedded = createAction<FirstPage>('firstPage/embedded');

export const firstPageReducer = (state: FirstPage | null = null, action: UnknownAction) =>
  firstPageEmbedded.match(action) ? action.payload : state;

type WithFirstPage = { firstPage: FirstPage | null };
export const selectFirstPage = (state: WithFirstPage) => state.firstPage;
/** Too many products for the whole list: the screens ask the server for what they show. */
export const selectCatalogPaged = (state: WithFirstPage): boolean => (state.firstPage?.total ?? 0) > WHOLE_LIST_LIMIT;
