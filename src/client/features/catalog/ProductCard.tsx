import { useEffect, useState } from 'react';
import type { Product } from '../../../contract';
import { appIsRunning } from '../../app/appReady';
import { afterNextPaint } from '../../app/scheduling';
import { FavouriteToggle } from '../favourites/FavouriteToggle';
import { cutTitle, formatEuro } from './productText';

interface ProductCardProps {
  product: Product;
  /** Cards in the first row load their picture at once; the rest when scrolled near. */
  eager?: boolean;
}

/** Spec 1: image, price with the euro sign after it, mark, the title cut to 20 characters. */
export function ProductCard({ product, eager = false }: ProductCardProps) {
  // The picture in the card: on the first screen at once (the first paint waits for its pictures).
  // One the app shows later (a search, Show More) starts loading after the frame that shows its
  // card: starting a download and taking it in is main-thread work (~5 ms per picture at 4×
  // slowdown) that delayed a search's repaint, and on a real network no picture arrives within that
  // frame anyway. Until then the card shows the picture's place (its background).
  const [pictureShown, setPictureShown] = useState(() => (appIsRunning() ? undefined : product.image));
  useEffect(() => {
    if (pictureShown !== product.image) return afterNextPaint(() => setPictureShown(product.image));
  }, [pictureShown, product.image]);
  return (
    <article className="product-card">
      {/* A card that shows another product shows the picture's place first, then a new picture
          element: never the previous product's picture while the next one loads. */}
      {pictureShown === product.image ? (
        <img
          className="product-card__picture"
          src={product.image}
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
      {/* No wrappers around the picture or the text: a search changes six cards, and each
          element is work for React and for the browser's layout (issue 6). */}
      <p className="product-card__price">{formatEuro(product.price)}</p>
      <p className="product-card__mark">{product.mark}</p>
      {/* h2: the cards sit right under the screen's h1, and heading levels must not skip one. */}
      <h2 className="product-card__title" lang="de">
        {/* The link covers the whole card (CSS). Its name is the visible text (WCAG 2.5.3, label
            in name); the full title comes as its description and tooltip. A plain link: the
            grid around the cards opens it inside the app (useInAppLinkClicks). */}
        <a href={`/product/${product.id}`} className="product-card__link" title={product.title}>
          {cutTitle(product.title)}
        </a>
      </h2>
      <FavouriteToggle productId={product.id} productTitle={product.title} className="product-card__favourite" />
    </article>
  );
}
