import { Heart } from '../../components/icons';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { Icon } from '../../components/Icon';
import { selectIsFavourite } from './favouritesSelectors';
import { favouriteToggled } from './favouritesSlice';

interface FavouriteToggleProps {
  productId: number;
  productTitle: string;
  className?: string;
}

/** Spec 4: the heart flips False ↔ True; outlined when not marked, filled when marked. */
export function FavouriteToggle({ productId, productTitle, className = '' }: FavouriteToggleProps) {
  const dispatch = useAppDispatch();
  const marked = useAppSelector((state: RootState) => selectIsFavourite(state, productId));
  return (
    <button
      type="button"
      className={`favourite-toggle ${marked ? 'favourite-toggle--on' : ''} ${className}`.trim()}
      aria-pressed={marked}
      aria-label={`Favourite: ${productTitle}`}
      title={marked ? 'Remove from favourites' : 'Add to favourites'}
      onClick={() => dispatch(favouriteToggled(productId))}
    >
      <Icon icon={Heart} filled={marked} />
    </button>
  );
}
