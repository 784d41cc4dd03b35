// Events several features react to, below the features so none imports another.
import { createAction } from '@reduxjs/toolkit';

/** Dispatched once by makeStore: listeners that watch the browser (other tabs) start on it. */
export const appStarted = createAction('app/started');

/** Products were shown to the shopper (cards or a detail page); favourites marks new ones 'False' (§4). */
export const productsDisplayed = createAction<number[]>('catalog/productsDisplayed');
