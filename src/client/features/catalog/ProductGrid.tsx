import { useEffect } from 'react';
import type { Product } from '../../../contract';
import { useAppDispatch } from '../../app/hooks';
import { productsDisplayed } from '../favourites/favouritesSlice';
import { afterNextPaint } from '../../app/scheduling';
import { useInAppLinkClicks } from '../../components/useInAppLinkClicks';
import { ProductCard } from './ProductCard';

/** How many cards load their picture eagerly: the first row on a wide screen. */
const EAGER_CARDS = 4;

interface ProductGridProps {
  products: Product[];
  label: string;
  /**
   * 'product' (default): each card stays with its product, so a card that leaves the list takes
   * its elements (and focus) with it; the favourites screen, where unmarking removes a card,
   * relies on that. 'position': the cards stay in place and only what they show changes, so a
   * search that replaces the whole list updates six cards instead of removing six and building
   * six more (issue 6: the repaint after a search click on a slow phone).
   */
  keepCardsBy?: 'product' | 'position';
  /** Kept in the page but not shown (the home under "no products match": cards it showed before, so nothing new to store). */
  hidden?: boolean;
}

export function ProductGrid({ products, label, keepCardsBy = 'product', hidden = false }: ProductGridProps) {
  const dispatch = useAppDispatch();
  const openLinkInApp = useInAppLinkClicks();
  const ids = products.map((product) => product.id).join(',');
  // Spec 4: products shown for the first time get 'False' stored. After the next paint: storing
  // re-renders every card's heart, and a search click must show its cards first (issue 6).
  useEffect(() => {
    if (ids === '') return;
    return afterNextPaint(() => dispatch(productsDisplayed(ids.split(',').map(Number))));
  }, [dispatch, ids]);
  return (
    // The cards' links are plain links; one handler here opens them inside the app.
    <ul className="product-grid" aria-label={label} onClick={openLinkInApp} hidden={hidden}>
      {products.map((product, index) => (
        <li key={keepCardsBy === 'product' ? product.id : index}>
          <ProductCard product={product} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
