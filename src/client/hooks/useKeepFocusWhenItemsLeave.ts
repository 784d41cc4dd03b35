import { useEffect, useRef, type RefObject } from 'react';

/**
 * When items leave a list (e.g. a card unmarked on the favourites screen) and the focused control
 * left with them, focus would fall back to the start of the page. Move it to `target` instead, so a
 * keyboard or screen-reader user stays where they were working.
 */
export function useKeepFocusWhenItemsLeave(itemCount: number, target: RefObject<HTMLElement | null>): void {
  const previousCount = useRef(itemCount);
  useEffect(() => {
    const itemsLeft = itemCount < previousCount.current;
    previousCount.current = itemCount;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (itemsLeft && focusLost) target.current?.focus();
  }, [itemCount, target]);
}
