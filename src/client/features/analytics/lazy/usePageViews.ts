import { useEffect, useRef } from 'react';
import { currentPageView } from './pageView';
import type { Tracker } from './tracker';

/** How long a screen may take to name itself (a product names the tab once its data is here). */
const TITLE_WAIT_MS = 1000;

/** A page view per screen, named by its tab title (waiting up to TITLE_WAIT_MS for it). */
export function usePageViews(tracker: Tracker | undefined, pathname: string): void {
  const lastTitle = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!tracker) return;
    const send = () => {
      const view = currentPageView(pathname);
      lastTitle.current = view.page_title;
      tracker.pageView(view);
    };
    // The screens' own effects (their titles) have run: they come earlier in the tree.
    if (lastTitle.current === undefined || document.title !== lastTitle.current) return send();
    let pending = true;
    const sendOnce = () => {
      if (!pending) return;
      pending = false;
      observer.disconnect();
      clearTimeout(timer);
      send();
    };
    const observer = new MutationObserver(() => {
      if (document.title !== lastTitle.current) sendOnce();
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    const timer = setTimeout(sendOnce, TITLE_WAIT_MS);
    return sendOnce; // left before it named itself: it was opened all the same
  }, [tracker, pathname]);
}
