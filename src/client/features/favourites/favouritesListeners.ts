// Another tab changed a favourite: show it here too. The browser fires 'storage' only in the
// other tabs of the origin, so this never echoes our own writes.
import { appStarted } from '@/client/lib/events';
import type { AppStartListening } from '@/client/app/hooks';
import { isProductIdKey, readFlag } from './favouriteFlagStorage';
import { favouriteChangedElsewhere, favouritesClearedInAnotherTab } from './favouritesSlice';

export function addFavouritesListeners(startAppListening: AppStartListening) {
  return startAppListening({
    actionCreator: appStarted, // dispatched once per store by makeStore
    effect: async (_action, api) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null) api.dispatch(favouritesClearedInAnotherTab());
        else if (isProductIdKey(event.key)) {
          api.dispatch(favouriteChangedElsewhere({ id: event.key, marked: readFlag(event.newValue) }));
        }
      };
      window.addEventListener('storage', onStorage);
      try {
        await api.condition(() => false); // until the middleware's listeners are cleared
      } finally {
        window.removeEventListener('storage', onStorage);
      }
    },
  });
}
