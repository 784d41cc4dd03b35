import { useEffect } from 'react';
import { SHOP_TITLE_SUFFIX } from '@/client/lib/shopName';

/** Each screen names itself in the browser tab (and for screen readers announcing navigation). */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} – ${SHOP_TITLE_SUFFIX}`;
  }, [title]);
}
