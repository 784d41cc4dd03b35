import { useEffect, type ReactNode } from 'react';
import type { Product } from '@/contract';
import { useInAppLinkClicks } from '@/client/hooks/useInAppLinkClicks';
import { afterNextPaint } from '@/client/lib/scheduling';
import { ProductCard } from './ProductCard';

/** How many cards load their picture eagerly: the first row on a wide screen. */
const EAGER_CARDS = 4;

interface ProductGridProps {
  products: Product[];
  label: string;
  /** The control in each card's corner (the favourites heart), given by the screen. */
  cardAction: (product: Product) => ReactNode;
  /** Told which products the grid shows, after the frame that shows them. */
  onProductsDisplayed?: (ids: number[]) => void;
  /**
   * 'product' (default): each card stays with its product, so a card that leaves the list takes
   * its elements (and focus) with it, as the favourites screen needs when a card is unmarked.
   * 'position': cards stay in place and only what they show changes, so a search that replaces
   * the list updates six cards instead of replacing them (a faster repaint on a slow phone).
   */
  keepCardsBy?: 'product' | 'position';
  /** Kept in the page but not shown (the home under "no products match"). */
  hidden?: boolean;
}

export function ProductGrid({
  products,
  label,
  cardAction,
  onProductsDisplayed,
  keepCardsBy = 'product',
  hidden = false,
}: ProductGridProps) {
  const openLinkInApp = useInAppLinkClicks();
  const ids = products.map((product) => product.id).join(',');
  // After the next paint: what the screen does with the ids re-renders the hearts, and a search
  // click must show its cards first.
  useEffect(() => {
    if (ids === '' || !onProductsDisplayed) return;
    return afterNextPaint(() => onProductsDisplayed(ids.split(',').map(Number)));
  }, [onProductsDisplayed, ids]);
  return (
    // The cards' links are plain links; one handler here opens them inside the app.
    <ul className="product-grid" aria-label={label} onClick={openLinkInApp} hidden={hidden}>
      {products.map((product, index) => (
        <li key={keepCardsBy === 'product' ? product.id : index}>
          <ProductCard product={product} eager={index < EAGER_CARDS} action={cardAction(product)} />
        </li>
      ))}
    </ul>
  );
}
