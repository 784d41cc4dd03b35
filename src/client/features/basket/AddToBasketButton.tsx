// The product page's basket button. What a tap does comes in as a prop: in catalogue mode the auth
// feature's placeholder (docs/requirements.md §4), which only says whether a user is signed in.
// `busy`: a tap is held while the shop's answer or selling's code is on its way. `takeFocus`: it
// replaces a button that had the focus (the selling one the catalogue's), so a keyboard user stays put.
import { useLayoutEffect, useRef, type Ref } from 'react';
import { Icon } from '@/client/components/Icon';
import { ShoppingCart } from '@/client/lib/icons/lazyScreenShapes';
import * as i18n from '@/client/i18n/i18n';

interface AddToBasketButtonProps {
  onAdd?: () => void;
  busy?: boolean;
  takeFocus?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function AddToBasketButton({ onAdd, busy = false, takeFocus = false, ref }: AddToBasketButtonProps) {
  const own = useRef<HTMLButtonElement>(null);
  useTakenFocus(own, takeFocus);
  return (
    <button
      ref={(element) => {
        own.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
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

/**
 * Focuses the element once, on mount, when it takes the place of one that had the focus. In the
 * commit that swaps them: a key pressed between the commit and a later effect would reach the page.
 */
export function useTakenFocus(element: { current: HTMLElement | null }, takeFocus: boolean): void {
  useLayoutEffect(() => {
    if (takeFocus) element.current?.focus();
    // Once, at mount: the element arrived in the focused one's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
