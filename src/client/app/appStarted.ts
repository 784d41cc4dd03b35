import { createAction } from '@reduxjs/toolkit';

/** Dispatched once by makeStore: listeners that watch the browser (other tabs) start on it. */
export const appStarted = createAction('app/started');
