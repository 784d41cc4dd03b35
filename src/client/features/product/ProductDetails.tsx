import type { ReactNode } from 'react';
import type { Product } from '@/contract';
import { formatEuro } from '@/euroText';
import { ImageCarousel } from './ImageCarousel';

interface ProductDetailsProps {
  product: Product;
  /** The buttons under the description ('Add to Basket' and the heart, from the app). */
  actions: ReactNode;
  /** What the price carries while the shop sells ("incl. VAT, plus shipping", from the app). */
  priceNote?: ReactNode;
}

/** docs/requirements.md §2, product detail: pictures, title, mark, price, description and the actions. */
export function ProductDetails({ product, actions, priceNote }: ProductDetailsProps) {
  const images = product.images.length > 0 ? product.images : [product.image];
  return (
    <article className="product-detail">
      <ImageCarousel images={images} title={product.title} />
      <div className="product-detail__info">
        <p className="product-detail__mark">{product.mark}</p>
        <h1 className="product-detail__title" lang="de">
          {product.title}
        </h1>
        <p className="product-detail__price">{formatEuro(product.price)}</p>
        {priceNote}
        <p className="product-detail__description" lang="de">
          {product.description}
        </p>
        <div className="product-detail__actions">{actions}</div>
      </div>
    </article>
  );
}
