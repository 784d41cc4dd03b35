import type { Product } from '@/contract';
import { Heart } from '@/client/lib/icons/firstLoadShapes';
import { useAppDispatch, useAppSelector } from '@/client/app/hooks';
import { Icon } from '@/client/components/Icon';
import { selectIsFavourite } from './favouritesSelectors';
import { favouriteToggled } from './favouritesSlice';
import * as i18n from '@/client/i18n/i18n';

interface FavouriteToggleProps {
  productId: number;
  productTitle: string;
  className?: string;
}

/** docs/requirements.md §4: the heart flips False ↔ True; outlined when not marked, filled when marked. */
export function FavouriteToggle({ productId, productTitle, className = '' }: FavouriteToggleProps) {
  const dispatch = useAppDispatch();
  const marked = useAppSelector((state) => selectIsFavourite(state, productId));
  return (
    <button
      type="button"
      className={`favourite-toggle ${marked ? 'favourite-toggle--on' : ''} ${className}`.trim()}
      aria-pressed={marked}
      aria-label={i18n._({
        id: 'favourites.toggle.label',
        message: 'Favourite: {title}',
        values: { title: productTitle },
      })}
      title={
        marked
          ? i18n._({ id: 'favourites.toggle.remove', message: 'Remove from favourites' })
          : i18n._({ id: 'favourites.toggle.add', message: 'Add to favourites' })
      }
      onClick={() => dispatch(favouriteToggled(productId))}
    >
      <Icon icon={Heart} filled={marked} />
    </button>
  );
}

/** The heart in a product card's corner, for the grids that show cards. */
export const favouriteCardAction = (product: Product) => (
  <FavouriteToggle productId={product.id} productTitle={product.title} className="product-card__favourite" />
);
