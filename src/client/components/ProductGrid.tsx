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
  cardAction: (product: Product) => ReactNode;
  /** Told which products the grid shows, after the frame that shows them. */
  onProductsDisplayed?: (ids: number[]) => void;
  /** 'product': a card leaves with its product (and focus); 'position': cards stay, their content changes (faster search). */
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
  // After the next paint: a search click must show its cards first.
  useEffect(() => {
    if (ids === '' || !onProductsDisplayed) return;
    return afterNextPaint(() => onProductsDisplayed(ids.split(',').map(Number)));
  }, [onProductsDisplayed, ids]);
  return (
    <ul className="product-grid" aria-label={label} onClick={openLinkInApp} hidden={hidden}>
      {products.map((product, index) => (
        <li key={keepCardsBy === 'product' ? product.id : index}>
          <ProductCard product={product} eager={index < EAGER_CARDS} action={cardAction(product)} />
        </li>
      ))}
    </ul>
  );
}
