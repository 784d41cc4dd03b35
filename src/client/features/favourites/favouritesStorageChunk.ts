// The first load's part of the favourites' storage: the loader of the chunk with redux-persist and the
// storage engine (lazy/favouritesPersistence.ts). The server's HTML is hydrated without them (the
// server cannot know the favourites); the app reads them right after.

let persistence: Promise<typeof import('./lazy/favouritesPersistence')> | undefined;

/** Asked for when the app starts, so the chunk has usually arrived when the first render is done. */
export function loadFavouritesPersistence(): Promise<typeof import('./lazy/favouritesPersistence')> {
  persistence ??= import(/* webpackChunkName: "favourites-storage" */ './lazy/favouritesPersistence').catch(
    (error: unknown) => {
      persistence = undefined; // the next store asks again
      throw error;
    },
  );
  return persistence;
}
