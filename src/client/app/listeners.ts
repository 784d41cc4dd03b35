// One listener middleware per store (makeStore creates it), so every test's store has its own
// listeners and side effects never leak from one store into another.
import { createListenerMiddleware, type TypedStartListening } from '@reduxjs/toolkit';
import { addAuthListeners } from '../features/auth/authListeners';
import { addFavouritesListeners } from '../features/favourites/favouritesListeners';
import type { AppDispatch, RootState } from './store';

export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

export function createAppListenerMiddleware() {
  const listenerMiddleware = createListenerMiddleware();
  const startAppListening = listenerMiddleware.startListening as AppStartListening;
  addFavouritesListeners(startAppListening);
  addAuthListeners(startAppListening as Parameters<typeof addAuthListeners>[0]);
  return listenerMiddleware;
}
