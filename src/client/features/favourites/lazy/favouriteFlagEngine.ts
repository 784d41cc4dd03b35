// Reads and writes every favourite in the spec's format (../favouriteFlagStorage.ts) for redux-persist,
// in the favourites' storage chunk. Failures are reported through onFailure, never thrown.
import { isProductIdKey, readFlag, storedValue } from '../favouriteFlagStorage';

export interface FlagStorageOptions {
  getStorage: () => Storage;
  onFailure: (error: unknown) => void;
}

export interface FavouriteFlagStorage {
  readAll(): Record<string, boolean>;
  /** Writes only entries whose stored text differs, which also repairs corrupt values. */
  writeAll(flags: Record<string, boolean>): void;
}

export function createFavouriteFlagStorage({ getStorage, onFailure }: FlagStorageOptions): FavouriteFlagStorage {
  return {
    readAll() {
      const flags: Record<string, boolean> = {};
      try {
        const storage = getStorage();
        for (let index = 0; index < storage.length; index += 1) {
          const key = storage.key(index);
          if (key !== null && isProductIdKey(key)) flags[key] = readFlag(storage.getItem(key));
        }
      } catch (error) {
        onFailure(error);
      }
      return flags;
    },
    writeAll(flags) {
      try {
        const storage = getStorage();
        for (const [id, marked] of Object.entries(flags)) {
          const text = storedValue(marked);
          if (storage.getItem(id) !== text) storage.setItem(id, text);
        }
      } catch (error) {
        onFailure(error);
      }
    },
  };
}
