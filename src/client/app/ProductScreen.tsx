// The product screen as the app composes it: the product feature's page with the buttons of other
// features under its description ('Add to Basket', the heart). Composed here, in the product
// screen's own chunk, so 'Add to Basket' and its icon are not in the first load.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Product } from '@/contract';
import { shopApi, useSelling } from '@/client/api/shopApi';
import { sellingHinted } from '@/client/lib/sellingHint';
import { addToBasketClicked } from '@/client/features/auth/authThunks';
import { AddToBasketButton } from '@/client/features/basket/AddToBasketButton';
import { productPagesApi } from '@/client/features/catalog/productPagesApi';
import { FavouriteToggle } from '@/client/features/favourites/FavouriteToggle';
import { ProductPage } from '@/client/features/product/ProductPage';
import { useAppDispatch, useAppSelector } from './hooks';
import type { RootState } from './store';

// While the shop sells: the basket button, the stock and the price's note from selling's chunk.
const ProductSelling = lazy(() =>
  import(/* webpackChunkName: "selling" */ '@/client/features/basket/lazy/ProductSelling').then((m) => ({
    default: m.ProductSelling,
  })),
);
const PriceNote = lazy(() =>
  import(/* webpackChunkName: "selling" */ '@/client/features/basket/lazy/PriceNote').then((m) => ({
    default: m.PriceNote,
  })),
);

const selectShopAnswered = (state: RootState) => {
  const { isSuccess, isError } = shopApi.endpoints.getShop.select()(state);
  return isSuccess || isError;
};

/**
 * In catalogue mode the auth feature's placeholder answer (docs/requirements.md §4); selling: the
 * basket. A tap while the hint says the shop may sell and its answer is on its way is held, then
 * answered as the shop turns out to be: never the catalogue's alert in a shop that sells. So is a
 * tap while selling's code is on its way.
 */
function AddToBasket({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const selling = useSelling();
  const answered = useAppSelector(selectShopAnswered);
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!held || !answered || selling) return;
    setHeld(false);
    void dispatch(addToBasketClicked());
  }, [held, answered, selling, dispatch]);
  if (selling)
    return (
      <Suspense fallback={<AddToBasketButton busy={held} onAdd={() => setHeld(true)} />}>
        <ProductSelling product={product} heldTap={held} />
      </Suspense>
    );
  const onAdd = () => (sellingHinted() && !answered ? setHeld(true) : void dispatch(addToBasketClicked()));
  return <AddToBasketButton busy={held} onAdd={onAdd} />;
}

function SellingPriceNote() {
  return useSelling() ? (
    <Suspense fallback={null}>
      <PriceNote />
    </Suspense>
  ) : null;
}

const priceNote = () => <SellingPriceNote />;

const productActions = (product: Product) => (
  <>
    <AddToBasket product={product} />
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

export const ProductScreen = () => (
  <ProductPage actions={productActions} priceNote={priceNote} selectCardProduct={selectCardProduct} />
);
