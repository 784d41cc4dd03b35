// Selling's start, once GET /api/shop says the shop sells (store.ts): the basket slice, persisted in
// the browser, and its sync with the account. Its own chunk: catalogue mode downloads none of it.
import type { Store, TypedStartListening } from '@reduxjs/toolkit';
import { createPersistedBasketReducer, persistStore } from '@/client/features/basket/lazy/basketPersistence';
import type { AppDispatch, RootState, SellingReducers, ShopServices } from '../../store';
import { addBasketSync, basketSyncStarted } from './basketSync';

export interface SellingStart {
  store: Store<RootState>;
  getStorage?: () => Storage;
  startListening: TypedStartListening<RootState, AppDispatch, ShopServices>;
  /** Adds the slices to the store's reducer. */
  inject: (reducers: SellingReducers) => void;
}

export function startSelling({ store, getStorage, startListening, inject }: SellingStart): void {
  inject({ basket: createPersistedBasketReducer(getStorage) });
  addBasketSync(startListening);
  persistStore(store);
  store.dispatch(basketSyncStarted());
}
