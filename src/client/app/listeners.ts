// One listener middleware per store (makeStore creates it), so every test's store has its own
// listeners, and what they keep (the session watch, the account sync) belongs to that store.
import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { addAuthListeners } from '@/client/features/auth/authListeners';
import { authStateChanged } from '@/client/features/auth/authSlice';
import { loginMarkerUid } from '@/client/features/auth/loginMarker';
import { addFavouritesListeners } from '@/client/features/favourites/favouritesListeners';
import { favouriteToggled } from '@/client/features/favourites/favouritesSlice';
import type { AccountSync, SyncedAction } from './lazy/accountSync/accountSync';
import type { ShopServices } from './services';
import type { AppDispatch, RootState } from './store';

export function createAppListenerMiddleware(services: ShopServices) {
  const listenerMiddleware = createListenerMiddleware({ extra: services });
  const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch, ShopServices>();
  addFavouritesListeners(startAppListening);
  addAuthListeners(startAppListening);
  // Favourites on every device, in Firebase's chunk: an anonymous visitor's clicks load nothing.
  let accountSync: AccountSync | undefined;
  startAppListening({
    matcher: isAnyOf(authStateChanged, favouriteToggled),
    effect: async (action: SyncedAction, api) => {
      if (authStateChanged.match(action) || loginMarkerUid() || api.getState().auth.user) {
        const { AccountSync } = await import(/* webpackChunkName: "firebase-auth" */ './lazy/accountSync/accountSync');
        accountSync ??= new AccountSync();
        await accountSync.onAction(action, api);
      }
    },
  });
  return listenerMiddleware;
}
