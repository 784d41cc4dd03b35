// The basket in the browser's storage under a key of its own ('persist:basket'), so it survives a
// reload, a closed tab and going offline; the favourites' one-key-per-product format is untouched.
import type { Dispatch, Reducer } from '@reduxjs/toolkit';
import {
  FLUSH,
  persistReducer,
  type PersistConfig,
  type PersistedState,
  type Storage as PersistStorage,
} from 'redux-persist';
import { basketReducer, type BasketState } from './basketSlice';

export { persistStore } from 'redux-persist';

const BASKET_PERSIST_KEY = 'basket';

/** redux-persist's storage over a Web Storage; a full or refused storage keeps the basket in memory only. */
function webStorage(getStorage: () => Storage): PersistStorage {
  const attempt = <T>(work: () => T, fallback: T) => {
    try {
      return Promise.resolve(work());
    } catch {
      return Promise.resolve(fallback);
    }
  };
  return {
    getItem: (key: string) => attempt(() => getStorage().getItem(key), null),
    setItem: (key: string, value: string) => attempt(() => getStorage().setItem(key, value), undefined),
    removeItem: (key: string) => attempt(() => getStorage().removeItem(key), undefined),
  };
}

export type PersistedBasketState = BasketState & PersistedState;

/** The basket has started and holds what the browser kept (redux-persist's rehydration is done). */
export const selectBasketReady = (state: { basket?: Partial<PersistedState> }): boolean =>
  state.basket !== undefined && state.basket._persist?.rehydrated !== false;

export function createPersistedBasketReducer(getStorage: () => Storage = () => window.localStorage) {
  const config: PersistConfig<BasketState> = {
    key: BASKET_PERSIST_KEY,
    storage: webStorage(getStorage),
    whitelist: ['lines', 'account', 'unsynced', 'mergeKey'],
    timeout: 0, // Web Storage answers at once; no timer left behind
  };
  return persistReducer(config, basketReducer) as unknown as Reducer<PersistedBasketState>;
}

/** Writes what changed to the storage now, not a moment later as redux-persist does (its persistor's flush). */
export function flushBasketStorage(dispatch: Dispatch): Promise<unknown> {
  const written: unknown[] = [];
  dispatch({ type: FLUSH, result: (_key: string, done: unknown) => written.push(done) });
  return Promise.all(written);
}
