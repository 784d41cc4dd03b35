// The product screen as the app composes it: the product feature's page with the buttons of other
// features under its description ('Add to Basket', the heart). Composed here, in the product
// screen's own chunk, so 'Add to Basket' and its icon are not in the first load.
import type { Product } from '@/contract';
import { AddToBasketButton } from '@/client/features/auth/AddToBasketButton';
import { FavouriteToggle } from '@/client/features/favourites/FavouriteToggle';
import { ProductPage } from '@/client/features/product/ProductPage';

const productActions = (product: Product) => (
  <>
    <AddToBasketButton />
    <FavouriteToggle productId={product.id} productTitle={product.title} />
  </>
);

export const ProductScreen = () => <ProductPage actions={productActions} />;
