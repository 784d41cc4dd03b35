import { useEffect } from 'react';
import type { Product } from '@/contract';
import { whenIdle } from '@/client/lib/scheduling';
import { prepareTitleSearch, titleIndexOf } from '@/client/lib/titleSearch';

/** Without idle callbacks (Safari): a timer well after the list's paint does the same job. */
const FALLBACK_DELAY_MS = 200;

/**
 * Prepares the title search while the browser is idle after the list arrived, so neither the
 * first paint nor the first search click pays for it: the index first, then one run of the
 * search, in a task of its own so that neither task grows long.
 */
export function usePreparedSearch(products: Product[]): void {
  useEffect(() => {
    if (products.length === 0) return;
    let cancel = whenIdle(() => {
      titleIndexOf(products);
      cancel = whenIdle(() => prepareTitleSearch(products), FALLBACK_DELAY_MS);
    }, FALLBACK_DELAY_MS);
    return () => cancel();
  }, [products]);
}
