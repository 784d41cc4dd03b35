import type { RootState } from '@/client/app/hooks';

export const selectFavouriteFlags = (state: RootState) => state.favourites.flags;
export const selectIsFavourite = (state: RootState, productId: number): boolean =>
  state.favourites.flags[String(productId)] === true;
export const selectFavouritesStorageUnavailable = (state: RootState) => state.favourites.storageUnavailable;
/** The flags have been read from storage (never on the server nor in the first render). */
export const selectFavouritesRead = (state: RootState): boolean => state.favourites._persist?.rehydrated === true;
