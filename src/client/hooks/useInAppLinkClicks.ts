import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * One click handler for a list of plain links to the app's own pages (`<a href="/product/7">`,
 * without a target or download: the product cards' links): a plain left click on one of them
 * navigates inside the app, as a router `Link` does; a click with a modifier key (new tab, new
 * window, download), and a link to another site, are left to the browser. Put on the list's element.
 *
 * Why not a `Link` per card: a `Link` runs several router hooks on every render, and a search
 * re-renders six cards inside the click, which must repaint fast on a slow phone.
 */
export function useInAppLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      // The list's own links only: an address of another site goes to the browser.
      const href = (event.target as Element).closest('a')?.getAttribute('href');
      if (!href?.startsWith('/')) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
}
