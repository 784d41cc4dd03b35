import { useEffect } from 'react';
import { tabTitle } from '@/contract';

/**
 * Each screen names itself in the browser tab (and for screen readers announcing navigation), with
 * its title from src/contract.ts: the server writes the same <title> into the page it renders.
 */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = tabTitle(title);
  }, [title]);
}
