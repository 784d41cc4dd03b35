import { useEffect, useState, type ReactNode } from 'react';
import type { Product } from '@/contract';
import { appIsRunning } from '@/client/lib/appReady';
import { afterNextPaint } from '@/client/lib/scheduling';
import { cutTitle } from '@/client/lib/productText';
import { formatEuro } from '@/euroText';
import { CARD_SIZES } from '@/pictureVariants';
import { productPath } from '@/shopRoutes';
import { Picture } from './Picture';

interface ProductCardProps {
  product: Product;
  eager?: boolean;
  action: ReactNode;
}

/** docs/requirements.md §1: picture, price with the euro sign after it, mark, the title cut to 20 characters. */
export function ProductCard({ product, eager = false, action }: ProductCardProps) {
  // Cards the app adds later load their picture after the frame that shows them (a faster repaint).
  const [pictureShown, setPictureShown] = useState(() => (appIsRunning() ? undefined : product.image));
  useEffect(() => {
    if (pictureShown !== product.image) return afterNextPaint(() => setPictureShown(product.image));
  }, [pictureShown, product.image]);
  return (
    <article className="product-card">
      {/* A card that shows another product shows the picture's place first, then a new picture
          element: never the previous product's picture while the next one loads. */}
      {pictureShown === product.image ? (
        <Picture
          className="product-card__picture"
          src={product.image}
          sizes={CARD_SIZES}
          alt={product.title}
          width={400}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          lang="de"
        />
      ) : (
        <div className="product-card__picture" />
      )}
      {/* No wrappers: a search changes six cards, and every element is work for React and layout. */}
      <p className="product-card__price">{formatEuro(product.price)}</p>
      <p className="product-card__mark">{product.mark}</p>
      {/* h2: the cards sit right under the screen's h1, and heading levels must not skip one. */}
      <h2 className="product-card__title" lang="de">
        {/* The link covers the whole card (CSS). Its name is the visible text (WCAG 2.5.3, label
            in name); the full title comes as its description and tooltip. A plain link: the
            grid around the cards opens it inside the app (useInAppLinkClicks). */}
        <a href={productPath(product.id)} className="product-card__link" title={product.title}>
          {cutTitle(product.title)}
        </a>
      </h2>
      {action}
    </article>
  );
}
