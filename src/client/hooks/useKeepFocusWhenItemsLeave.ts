import { useEffect, useRef, type RefObject } from 'react';

/** When the focused item leaves a list (a card unmarked), focus moves to `target`, not the page's start. */
export function useKeepFocusWhenItemsLeave(itemCount: number, target: RefObject<HTMLElement | null>): void {
  const previousCount = useRef(itemCount);
  useEffect(() => {
    const itemsLeft = itemCount < previousCount.current;
    previousCount.current = itemCount;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (itemsLeft && focusLost) target.current?.focus();
  }, [itemCount, target]);
}
