// A fresh store per call (the app once, each test again), with its own per-store reducers.
import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { firstPageReducer } from '@/client/api/firstPage';
import { shopApi } from '@/client/api/shopApi';
import { authReducer } from '@/client/features/auth/authSlice';
import { catalogReducer } from '@/client/features/catalog/catalogSlice';
import {
  favouritesReducer,
  favouritesStorageFailed,
  type PersistedFavouritesState,
} from '@/client/features/favourites/favouritesSlice';
import { loadFavouritesPersistence } from '@/client/features/favourites/favouritesStorageChunk';
import { productReducer } from '@/client/features/product/productSlice';
import { appStarted } from '@/client/lib/events';
import { createAppListenerMiddleware } from './listeners';

export interface MakeStoreOptions {
  /** Where favourites are kept; tests pass a storage that throws. Default: window.localStorage. */
  getStorage?: () => Storage;
  /** false: the caller connects storage and listeners later (the server never, the client after hydration). */
  connectBrowser?: boolean;
}

/** `favourites`: the plain slice until the store is connected to the browser, then the persisted one. */
function createRootReducer(favourites: Reducer<PersistedFavouritesState>) {
  return combineReducers({
    [shopApi.reducerPath]: shopApi.reducer,
    firstPage: firstPageReducer,
    catalog: catalogReducer,
    product: productReducer,
    favourites,
    auth: authReducer,
  });
}

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;

export function makeStore(preloadedState?: Partial<RootState>, options: MakeStoreOptions = {}) {
  const listenerMiddleware = createAppListenerMiddleware();
  const store = configureStore({
    reducer: createRootReducer(favouritesReducer),
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
  storageOptions.set(store, options.getStorage);
  if (options.connectBrowser ?? true) connectStoreToBrowser(store);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;

/** Each store's storage (tests pass their own), for when it is connected. */
const storageOptions = new WeakMap<object, (() => Storage) | undefined>();
const connectedStores = new WeakSet<object>();

/**
 * Favourites from storage and the browser listeners, once per store; `onConnected` once they are read.
 * redux-persist comes with the favourites' storage chunk (asked for when the app starts); if that
 * cannot be loaded (offline before the service worker has it) the app goes on without storage.
 */
export function connectStoreToBrowser(store: AppStore, onConnected?: () => void): void {
  if (connectedStores.has(store)) return;
  connectedStores.add(store);
  // The storage engine reports failures after the store exists, so it reaches it through this.
  const onStorageFailed = () => store.dispatch(favouritesStorageFailed());
  const getStorage = storageOptions.get(store);
  loadFavouritesPersistence().then(
    ({ createPersistedFavouritesReducer, persistStore }) => {
      store.replaceReducer(createRootReducer(createPersistedFavouritesReducer({ onStorageFailed, getStorage })));
      persistStore(store, undefined, onConnected);
    },
    () => onConnected?.(),
  );
  store.dispatch(appStarted());
}
export type AppDispatch = AppStore['dispatch'];
