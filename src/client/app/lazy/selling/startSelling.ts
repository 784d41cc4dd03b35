// Selling's start, once GET /api/shop says the shop sells (the header's basket starts it): the
// basket slice, persisted in the browser, and its sync with the account. Catalogue mode downloads
// none of it.
import { createPersistedBasketReducer, persistStore } from '@/client/features/basket/lazy/basketPersistence';
import type { AppStore } from '../../store';
import { addBasketSync, basketSyncStarted } from './basketSync';

export function startSelling(store: AppStore): void {
  if (store.getState().basket) return; // started already
  store.addSelling({ basket: createPersistedBasketReducer(store.getStorage) });
  addBasketSync(store.dispatch);
  persistStore(store);
  store.dispatch(basketSyncStarted());
}
