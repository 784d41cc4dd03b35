import { ShoppingCart } from '../../components/icons';
import type { Product } from '../../../contract';
import { useAppDispatch } from '../../app/hooks';
import { Icon } from '../../components/Icon';
import { addToBasketClicked } from '../auth/authSlice';
import { formatEuro } from '../catalog/productText';
import { FavouriteToggle } from '../favourites/FavouriteToggle';
import { ImageCarousel } from './ImageCarousel';

/** Spec 2, product detail: pictures, title, mark, price, description and 'Add to Basket'. */
export function ProductDetails({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
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
        <p className="product-detail__description" lang="de">
          {product.description}
        </p>
        <div className="product-detail__actions">
          <button type="button" className="button button--primary" onClick={() => void dispatch(addToBasketClicked())}>
            <Icon icon={ShoppingCart} size={20} />
            <span>Add to Basket</span>
          </button>
          <FavouriteToggle productId={product.id} productTitle={product.title} />
        </div>
      </div>
    </article>
  );
}
