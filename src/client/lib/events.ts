// Events more than one feature reacts to. They live below the features, so the feature that says
// "this happened" needs no import of the features that care.
import { createAction } from '@reduxjs/toolkit';

/** Dispatched once by makeStore: listeners that watch the browser (other tabs) start on it. */
export const appStarted = createAction('app/started');

/** Products were shown to the shopper (cards or a detail page); favourites marks new ones 'False' (§4). */
export const productsDisplayed = createAction<number[]>('catalog/productsDisplayed');
