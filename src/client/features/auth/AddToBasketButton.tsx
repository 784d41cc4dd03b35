import { useAppDispatch } from '@/client/app/hooks';
import { Icon } from '@/client/components/Icon';
import { ShoppingCart } from '@/client/lib/icons/lazyScreenShapes';
import { addToBasketClicked } from './authThunks';

/** The spec's placeholder basket (docs/requirements.md §4): it only says whether a user is signed in. */
export function AddToBasketButton() {
  const dispatch = useAppDispatch();
  return (
    <button type="button" className="button button--primary" onClick={() => void dispatch(addToBasketClicked())}>
      <Icon icon={ShoppingCart} size={20} />
      <span>Add to Basket</span>
    </button>
  );
}
