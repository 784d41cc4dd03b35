// The product page's basket button. What a tap does comes in as a prop: in catalogue mode the auth
// feature's placeholder (docs/requirements.md §4), which only says whether a user is signed in.
// `busy`: a tap is held while the shop's answer or selling's code is on its way. A basket button
// that replaces one with the focus (selling's the catalogue's) takes it over: a keyboard user stays put.
import { useLayoutEffect, useRef } from 'react';
import { Icon } from '@/client/components/Icon';
import { ShoppingCart } from '@/client/lib/icons/lazyScreenShapes';
import * as i18n from '@/client/i18n/i18n';

interface AddToBasketButtonProps {
  onAdd?: () => void;
  busy?: boolean;
}

export function AddToBasketButton({ onAdd, busy = false }: AddToBasketButtonProps) {
  const own = useRef<HTMLButtonElement>(null);
  useBasketButtonFocus(own);
  return (
    <button
      ref={own}
      type="button"
      className="button button--primary"
      onClick={busy ? undefined : onAdd}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
    >
      <Icon icon={ShoppingCart} size={20} />
      <span>{i18n._({ id: 'basket.add', message: 'Add to Basket' })}</span>
    </button>
  );
}

/** A basket button left with the focus in this commit: its successor, mounted in the same commit, takes it. */
let focusHandedOver = false;

/**
 * The basket button's focus, handed from the one leaving to the one arriving in its place (the
 * catalogue's, its stand-in while selling's code loads, selling's). In the commit that swaps them:
 * a key pressed between the commit and a later effect would reach the page. Only within that commit:
 * a button left with the focus for another page hands nothing to a later one.
 */
export function useBasketButtonFocus(element: { current: HTMLElement | null }): void {
  useLayoutEffect(() => {
    if (focusHandedOver) {
      focusHandedOver = false;
      element.current?.focus();
    }
    const own = element.current;
    return () => {
      // Runs before the button leaves the page, so the focus is still on it.
      if (own === null || document.activeElement !== own) return;
      focusHandedOver = true;
      queueMicrotask(() => (focusHandedOver = false));
    };
    // Once, at mount: the element is the same for the button's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
