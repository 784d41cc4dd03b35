import { useEffect } from 'react';
import { tabTitle } from '@/contract';

/** The screen's tab title from src/contract/index.ts, the same the server writes. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = tabTitle(title);
  }, [title]);
}
