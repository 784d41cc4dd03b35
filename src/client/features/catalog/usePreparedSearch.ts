import { useEffect } from 'react';
import type { Product } from '../../../contract';
import { prepareTitleSearch, titleIndexOf } from './catalogSelectors';

/** Runs `work` when the browser is idle; returns the cancel function. */
function whenIdle(work: () => void): () => void {
  // Safari has no requestIdleCallback: a timer after the paint does the same job there.
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 200);
  return () => window.clearTimeout(timer);
}

/**
 * Prepares the title search while the browser is idle after the list arrived, so neither the
 * first paint nor the first search click pays for it: the index first (10,000 titles: ~15 ms,
 * ×4 on a phone), then one run of the search, in a task of its own so that neither task grows long.
 */
export function usePreparedSearch(products: Product[]): void {
  useEffect(() => {
    if (products.length === 0) return;
    let cancel = whenIdle(() => {
      titleIndexOf(products);
      cancel = whenIdle(() => prepareTitleSearch(products));
    });
    return () => cancel();
  }, [products]);
}
