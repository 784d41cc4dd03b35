// The product page's basket button. What a tap does comes in as a prop: in catalogue mode the auth
// feature's placeholder (docs/requirements.md §4), which only says whether a user is signed in.
// `busy`: a tap is held while the shop's answer or selling's code is on its way.
import { Icon } from '@/client/components/Icon';
import { ShoppingCart } from '@/client/lib/icons/lazyScreenShapes';

export function AddToBasketButton({ onAdd, busy = false }: { onAdd?: () => void; busy?: boolean }) {
  return (
    <button
      type="button"
      className="button button--primary"
      onClick={busy ? undefined : onAdd}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
    >
      <Icon icon={ShoppingCart} size={20} />
      <span>Add to Basket</span>
    </button>
  );
}
