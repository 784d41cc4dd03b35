// Whether the server's last page said the shop sells (its `shop-selling` cookie, docs/decisions.md):
// only then does the app ask GET /api/shop, so catalogue mode makes no request and loads no selling code.
import { useEffect, useState } from 'react';
import { SELLING_HINT_COOKIE } from '@/shopRoutes';

export const sellingHinted = (): boolean => document.cookie.includes(`${SELLING_HINT_COOKIE}=1`);

/** The hint, read after hydration: the server's render knows no cookie, and the first render must match it. */
export function useSellingHint(): boolean {
  const [hinted, setHinted] = useState(false);
  useEffect(() => setHinted(sellingHinted()), []);
  return hinted;
}
