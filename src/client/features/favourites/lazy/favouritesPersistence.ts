// redux-persist for the favourites, over a storage that writes the spec's format
// (favouriteFlagEngine.ts) instead of one JSON blob. A chunk of its own, loaded when the app starts
// (../favouritesStorageChunk.ts): the page is hydrated without it, as the server cannot know the favourites.
import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer, type PersistConfig, type PersistedState, type Storage as PersistStorage } from 'redux-persist';
import { favouritesReducer, type FavouritesState, type PersistedFavouritesState } from '../favouritesSlice';
import { createFavouriteFlagStorage, type FavouriteFlagStorage } from './favouriteFlagEngine';

export { persistStore } from 'redux-persist';

interface PersistedFavourites {
  flags?: Record<string, boolean>;
}

/** redux-persist's storage interface over the flag storage; the persist key is not needed. */
function asPersistStorage(
  flagStorage: FavouriteFlagStorage,
  readStored: () => Promise<PersistedFavourites>,
): PersistStorage {
  return {
    getItem: readStored,
    setItem: (_key: string, state: PersistedFavourites) => {
      if (state.flags) flagStorage.writeAll(state.flags);
      return Promise.resolve();
    },
    // Never purged: the entries belong to the shopper, not to one store.
    removeItem: () => Promise.resolve(),
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

/** The favourites reducer that reads the stored flags when persistStore starts, and writes every change. */
export function createPersistedFavouritesReducer({
  onStorageFailed,
  getStorage,
}: PersistedFavouritesOptions): Reducer<PersistedFavouritesState> {
  const flagStorage = createFavouriteFlagStorage({
    getStorage: getStorage ?? (() => window.localStorage),
    onFailure: onStorageFailed,
  });
  // Read after the reducer has returned (redux-persist asks from inside it): a storage failure is
  // then reported by a dispatch, which a reducer may not make.
  const readStored = () => Promise.resolve().then((): PersistedFavourites => ({ flags: flagStorage.readAll() }));
  const storage = asPersistStorage(flagStorage, readStored);
  const config: PersistConfig<FavouritesState> = {
    key: 'favourites',
    storage,
    whitelist: ['flags'],
    serialize: false, // our engine receives the flags object, not a JSON string
    // The spec's format keeps no `_persist` record; redux-persist then takes the flags as they are.
    getStoredState: readStored as () => Promise<PersistedState>,
    stateReconciler: mergeStoredFlags as PersistConfig<FavouritesState>['stateReconciler'],
    timeout: 0, // localStorage answers at once; no timer left behind
  };
  // Its state always carries `_persist`; the store's type has it optional, for the time before.
  return persistReducer(config, favouritesReducer) as Reducer<PersistedFavouritesState>;
}
