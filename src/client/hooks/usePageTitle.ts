import { useContext, useEffect } from 'react';
import { tabTitle } from '@/contract';
import { ScreenStatusContext } from './useNotFoundStatus';

/** The screen's tab title, which the server's render also takes for the page's <title>. */
export function usePageTitle(title: string | undefined) {
  const status = useContext(ScreenStatusContext);
  // Written during render on purpose, as useNotFoundStatus: a server render runs no effects.
  if (status && title) status.title = title;
  useEffect(() => {
    if (title) document.title = tabTitle(title);
  }, [title]);
}
