// The spec's storage format: one localStorage entry per product id, 'True' or 'False'. Failures are
// reported through onFailure, never thrown.
import { parseProductId } from '@/contract';

export const MARKED = 'True';
export const NOT_MARKED = 'False';

/** Keys that name a product id; other entries of the origin (the login marker) are not ours. */
export function isProductIdKey(key: string): boolean {
  return parseProductId(key) !== null;
}

/** 'True' is marked; 'False' and anything corrupt read as not marked (and get rewritten). */
export function readFlag(value: string | null): boolean {
  return value === MARKED;
}

export function storedValue(marked: boolean): string {
  return marked ? MARKED : NOT_MARKED;
}

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
