// One listener middleware per store (makeStore creates it), so every test's store has its own
// listeners and side effects never leak from one store into another.
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { addAuthListeners } from '@/client/features/auth/authListeners';
import { addFavouritesListeners } from '@/client/features/favourites/favouritesListeners';
import type { AppDispatch, RootState } from './store';

export function createAppListenerMiddleware() {
  const listenerMiddleware = createListenerMiddleware();
  const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();
  addFavouritesListeners(startAppListening);
  addAuthListeners(startAppListening);
  return listenerMiddleware;
}
