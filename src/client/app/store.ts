// A fresh store per call (the app once, each test again), with its own per-store reducers.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import { firstPageReducer } from '@/client/api/firstPage';
import { shopApi } from '@/client/api/shopApi';
import { authReducer } from '@/client/features/auth/authSlice';
import { catalogReducer } from '@/client/features/catalog/catalogSlice';
import { favouritesStorageFailed } from '@/client/features/favourites/favouritesSlice';
import { createPersistedFavouritesReducer } from '@/client/features/favourites/favouritesPersistence';
import { productReducer } from '@/client/features/product/productSlice';
import { appStarted } from '@/client/lib/events';
import { createAppListenerMiddleware } from './listeners';

export interface MakeStoreOptions {
  /** Where favourites are kept; tests pass a storage that throws. Default: window.localStorage. */
  getStorage?: () => Storage;
  /** false: the caller connects storage and listeners later (the server never, the client after hydration). */
  connectBrowser?: boolean;
}

function createRootReducer(onStorageFailed: () => void, getStorage?: () => Storage) {
  return combineReducers({
    [shopApi.reducerPath]: shopApi.reducer,
    firstPage: firstPageReducer,
    catalog: catalogReducer,
    product: productReducer,
    favourites: createPersistedFavouritesReducer({ onStorageFailed, getStorage }),
    auth: authReducer,
  });
}

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;

export function makeStore(preloadedState?: Partial<RootState>, options: MakeStoreOptions = {}) {
  const listenerMiddleware = createAppListenerMiddleware();
  // The storage engine reports failures after the store exists, so it reaches it through this.
  const reportStorageFailure = () => store.dispatch(favouritesStorageFailed());
  const store = configureStore({
    reducer: createRootReducer(reportStorageFailure, options.getStorage),
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry callbacks; they never reach our reducers' state.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(shopApi.middleware),
    devTools: process.env.NODE_ENV === 'development',
  });
  if (options.connectBrowser ?? true) connectStoreToBrowser(store);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;

const connectedStores = new WeakSet<object>();

/** Favourites from storage and the browser listeners, once per store; `onConnected` once they are read. */
export function connectStoreToBrowser(store: AppStore, onConnected?: () => void): void {
  if (connectedStores.has(store)) return;
  connectedStores.add(store);
  persistStore(store, undefined, onConnected);
  store.dispatch(appStarted());
}
export type AppDispatch = AppStore['dispatch'];
