// Favourite flags by product id (§3, §4); the storage is favouritesPersistence.ts's job.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PersistState } from 'redux-persist';
import { productsDisplayed } from '@/client/lib/events';

export interface FavouritesState {
  /** true = marked ('True' in storage), false = not marked ('False'); absent = never displayed. */
  flags: Record<string, boolean>;
  /** localStorage threw: favourites work for this visit only, and the shopper is told so. */
  storageUnavailable: boolean;
}

/** The state in the store: `_persist` is redux-persist's record, there once it has taken over (lazy/). */
export type PersistedFavouritesState = FavouritesState & { _persist?: PersistState };

const initialState: FavouritesState = { flags: {}, storageUnavailable: false };

const favouritesSlice = createSlice({
  name: 'favourites',
  initialState,
  reducers: {
    favouriteToggled(state, action: PayloadAction<number>) {
      const id = String(action.payload);
      state.flags[id] = !state.flags[id];
    },
    /** Changed outside this page's hearts: in another tab, or marked on the shopper's account. */
    favouriteChangedElsewhere(state, action: PayloadAction<{ id: string; marked: boolean }>) {
      state.flags[action.payload.id] = action.payload.marked;
    },
    /** Another tab cleared the whole storage: nothing is marked any more. */
    favouritesClearedInAnotherTab(state) {
      for (const id of Object.keys(state.flags)) state.flags[id] = false;
    },
    favouritesStorageFailed(state) {
      state.storageUnavailable = true;
    },
  },
  extraReducers: (builder) => {
    // A product with no stored value is set to 'False' when first displayed (docs/requirements.md §4).
    builder.addCase(productsDisplayed, (state, action) => {
      for (const productId of action.payload) {
        const id = String(productId);
        if (state.flags[id] === undefined) state.flags[id] = false;
      }
    });
  },
});

export const { favouriteToggled, favouriteChangedElsewhere, favouritesClearedInAnotherTab, favouritesStorageFailed } =
  favouritesSlice.actions;
export const favouritesReducer = favouritesSlice.reducer;
