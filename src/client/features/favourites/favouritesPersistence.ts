// redux-persist for the favourites, with a storage engine of ours that speaks the spec's format
// (favouriteFlagStorage.ts) instead of one JSON blob under 'persist:favourites'. The library
// gives us rehydration at start-up and batched writes after changes.
import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer, type PersistConfig, type Storage as PersistStorage } from 'redux-persist';
import { createFavouriteFlagStorage, type FavouriteFlagStorage } from './favouriteFlagStorage';
import { favouritesReducer, type FavouritesState } from './favouritesSlice';

interface PersistedFavourites {
  flags?: Record<string, boolean>;
}

/** redux-persist's storage interface over the flag storage; the persist key is not needed. */
function asPersistStorage(flagStorage: FavouriteFlagStorage): PersistStorage {
  return {
    getItem: async () => ({ flags: flagStorage.readAll() }),
    setItem: async (_key: string, state: PersistedFavourites) => {
      if (state.flags) flagStorage.writeAll(state.flags);
    },
    // Never purged: the entries belong to the shopper, not to one store.
    removeItem: async () => undefined,
  };
}

/**
 * Stored flags win over the state before rehydration, but flags set meanwhile (products displayed
 * before storage was read) are kept, so their 'False' is written right after.
 */
function mergeStoredFlags(inbound: PersistedFavourites, _original: FavouritesState, reduced: FavouritesState) {
  return { ...reduced, flags: { ...reduced.flags, ...inbound.flags } };
}

export interface PersistedFavouritesOptions {
  onStorageFailed: () => void;
  getStorage?: () => Storage;
}

export function createPersistedFavouritesReducer({ onStorageFailed, getStorage }: PersistedFavouritesOptions) {
  const flagStorage = createFavouriteFlagStorage({
    getStorage: getStorage ?? (() => window.localStorage),
    onFailure: onStorageFailed,
  });
  const storage = asPersistStorage(flagStorage);
  const config: PersistConfig<FavouritesState> = {
    key: 'favourites',
    storage,
    whitelist: ['flags'],
    serialize: false, // our engine receives the flags object, not a JSON string
    getStoredState: () => storage.getItem('favourites'),
    stateReconciler: mergeStoredFlags as PersistConfig<FavouritesState>['stateReconciler'],
    timeout: 0, // localStorage answers at once; no timer left behind
  };
  return persistReducer(config, favouritesReducer as Reducer<FavouritesState>);
}
