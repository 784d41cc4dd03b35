// The product screen as the app composes it: the product feature's page with the buttons of other
// features under its description ('Add to Basket', the heart). Composed here, in the product
// screen's own chunk, so 'Add to Basket' and its icon are not in the first load.
import type { Product } from '@/contract';
import { addToBasketClicked } from '@/client/features/auth/authThunks';
import { AddToBasketButton } from '@/client/features/basket/AddToBasketButton';
import { productPagesApi } from '@/client/features/catalog/productPagesApi';
import { FavouriteToggle } from '@/client/features/favourites/FavouriteToggle';
import { ProductPage } from '@/client/features/product/ProductPage';
import { useAppDispatch } from './hooks';
import type { RootState } from './store';

/** The basket button with the auth feature's placeholder answer (docs/requirements.md §4). */
function AddToBasket() {
  const dispatch = useAppDispatch();
  return <AddToBasketButton onAdd={() => void dispatch(addToBasketClicked())} />;
}

const productActions = (product: Product) => (
  <>
    <AddToBasket />
    <FavouriteToggle productId={product.id} productTitle={product.title} />
  </>
);

const { getProductPages } = productPagesApi.endpoints;

/** A product on a card of the home's pages (a large catalogue: §10.23), whichever search loaded it. */
const selectCardProduct = (state: RootState, id: number) =>
  productPagesApi.util
    .selectCachedArgsForQuery(state, 'getProductPages')
    .flatMap((search) => getProductPages.select(search)(state).data?.pages ?? [])
    .flatMap((page) => page.products)
    .find((product) => product.id === id);

export const ProductScreen = () => <ProductPage actions={productActions} selectCardProduct={selectCardProduct} />;
