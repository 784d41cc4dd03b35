// A fresh store per call (the app once, each test again), with its own reducers, listeners and
// services: everything the client keeps between actions lives in it, none in a module.
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
import type { PersistedBasketState } from '@/client/features/basket/lazy/basketPersistence';
import { appStarted } from '@/client/lib/events';
import { createAppListenerMiddleware } from './listeners';
import { createShopServices, type ShopServices } from './services';

export type { ShopServices };

export interface MakeStoreOptions {
  /** Where favourites are kept; tests pass a storage that throws. Default: window.localStorage. */
  getStorage?: () => Storage;
  /** false: the caller connects storage and listeners later (the server never, the client after hydration). */
  connectBrowser?: boolean;
  /** The settings and auth service the thunks and listeners use; tests pass their own. */
  services?: Partial<ShopServices>;
}

/** The slices selling's chunk adds (app/lazy/selling/) once the shop says it sells: none in catalogue mode. */
export interface SellingReducers {
  basket: Reducer<PersistedBasketState>;
}

/**
 * `favourites`: the plain slice until the store is connected to the browser, then the persisted one.
 * Not combineSlices: it adds to the first load for this one swap (docs/decisions.md).
 */
function createRootReducer(
  favourites: Reducer<PersistedFavouritesState> = favouritesReducer,
  selling?: SellingReducers,
) {
  return combineReducers({
    // Absent until added; typed as a slice that may be undefined.
    ...(selling as { basket: Reducer<PersistedBasketState | undefined> }),
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
  const services = createShopServices(options.services);
  const listenerMiddleware = createAppListenerMiddleware(services);
  const store = configureStore({
    reducer: createRootReducer(),
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: services },
        // redux-persist's own actions carry callbacks; they never reach our reducers' state.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(shopApi.middleware),
    devTools: process.env.NODE_ENV === 'development',
  });

  let favourites: Reducer<PersistedFavouritesState> | undefined;
  let selling: SellingReducers | undefined;
  const rebuild = () => store.replaceReducer(createRootReducer(favourites, selling));
  /** Selling's slices, from its chunk; once. */
  function addSelling(reducers: SellingReducers): void {
    selling ??= reducers;
    rebuild();
  }

  let connected = false;
  /** Favourites from storage (a lazy chunk; without it, none) and the browser listeners, once. */
  function connectToBrowser(onConnected?: () => void): void {
    if (connected) return;
    connected = true;
    // The storage engine reports failures after the store exists, so it reaches it through this.
    const onStorageFailed = () => store.dispatch(favouritesStorageFailed());
    loadFavouritesPersistence().then(
      ({ createPersistedFavouritesReducer, persistStore }) => {
        favourites = createPersistedFavouritesReducer({ onStorageFailed, getStorage: options.getStorage });
        rebuild();
        persistStore(store, undefined, onConnected);
      },
      () => onConnected?.(),
    );
    store.dispatch(appStarted());
  }

  if (options.connectBrowser ?? true) connectToBrowser();
  return Object.assign(store, { connectToBrowser, addSelling, getStorage: options.getStorage });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
