import { useAppSelector } from '@/client/app/hooks';
import { selectFavouritesStorageUnavailable } from './favouritesSelectors';
import * as i18n from '@/client/i18n/i18n';

/** Polite notice when localStorage cannot be used: favourites still work until the tab closes. */
export function StorageNotice() {
  const unavailable = useAppSelector(selectFavouritesStorageUnavailable);
  return (
    <div role="status" className={unavailable ? 'notice' : 'notice notice--empty'}>
      {unavailable
        ? i18n._({
            id: 'favourites.storageUnavailable',
            message:
              'Your favourites cannot be saved in this browser (storage is turned off or full). They are kept until you close this page.',
          })
        : null}
    </div>
  );
}
