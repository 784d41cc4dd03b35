// The spec's storage format: one localStorage entry per product id, 'True' or 'False'. The engine
// that reads and writes them all is redux-persist's, in lazy/favouriteFlagEngine.ts.
import { parseProductId } from '@/contract';

const MARKED = 'True';
const NOT_MARKED = 'False';

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
