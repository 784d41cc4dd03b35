// The bounded caches are lru-cache's LRUCache ({ max }): beyond max, the least recently used entry goes.
import type { LRUCache } from 'lru-cache';

/** The cached value, or the one `make` gives, kept. */
export function getOrMake<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  cache: LRUCache<K, V>,
  key: K,
  make: () => V,
): V {
  let value = cache.get(key);
  if (value === undefined) cache.set(key, (value = make()));
  return value;
}
