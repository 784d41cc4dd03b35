import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * One click handler for a list of plain links (`<a href>` to the app's own routes): a plain
 * left click on one of them navigates inside the app, as a router `Link` does; a click with a
 * modifier key (new tab, new window, download), or on a link with a target, is left to the
 * browser. Put on the list's element.
 *
 * Why not a `Link` per card: a `Link` runs several router hooks on every render, and a search
 * re-renders six cards inside the click that must repaint within 50 ms on a slow phone (issue 6).
 */
export function useInAppLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
      if ((link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return;
      if (link.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(`${link.pathname}${link.search}${link.hash}`);
    },
    [navigate],
  );
}
