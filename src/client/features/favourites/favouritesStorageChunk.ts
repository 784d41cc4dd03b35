// The first load's part of the favourites' storage: the loader of the chunk with redux-persist and the
// storage engine (lazy/favouritesPersistence.ts). The server's HTML is hydrated without them (the
// server cannot know the favourites); the app reads them right after. Webpack keeps the loaded chunk
// and forgets a failed download, so the next store asks again.

/** Asked for when the app starts, so the chunk has usually arrived when the first render is done. */
export const loadFavouritesPersistence = (): Promise<typeof import('./lazy/favouritesPersistence')> =>
  import(/* webpackChunkName: "favourites-storage" */ './lazy/favouritesPersistence');
