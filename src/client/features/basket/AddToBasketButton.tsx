// The product page's basket button. What a tap does comes in as a prop: for now the auth feature's
// placeholder (docs/requirements.md §4), which only says whether a user is signed in.
import { Icon } from '@/client/components/Icon';
import { ShoppingCart } from '@/client/lib/icons/lazyScreenShapes';

export function AddToBasketButton({ onAdd }: { onAdd: () => void }) {
  return (
    <button type="button" className="button button--primary" onClick={onAdd}>
      <Icon icon={ShoppingCart} size={20} />
      <span>Add to Basket</span>
    </button>
  );
}
