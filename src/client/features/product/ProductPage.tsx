import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { parseProductId, type Product } from '@/contract';
import { describeApiError, isNotFound } from '@/client/api/apiError';
import { useGetProductQuery } from '@/client/api/shopApi';
import { useAppDispatch, useAppSelector, type RootState } from '@/client/app/hooks';
import { ErrorState } from '@/client/components/ErrorState';
import { NotFoundPage } from '@/client/components/NotFoundPage';
import { usePageTitle } from '@/client/hooks/usePageTitle';
import { productsDisplayed } from '@/client/lib/events';
import { failedOffline, OFFLINE_PRODUCT_TEXT, OFFLINE_PRODUCT_TITLE } from './offlineProduct';
import { ProductDetails } from './ProductDetails';
import { ProductPageSkeleton } from './ProductPageSkeleton';
import { selectMissingProductId } from './productSlice';
import * as i18n from '@/client/i18n/i18n';

const NOT_FOUND_TITLE = i18n._({ id: 'product.notFound.title', message: 'Product not found' });
const NOT_FOUND_TEXT = i18n._({
  id: 'product.notFound.text',
  message: 'We could not find this product. It may have been removed from the shop.',
});

interface ProductPageProps {
  /** The buttons under the description ('Add to Basket' and the heart, from the app). */
  actions: (product: Product) => ReactNode;
  /** Beside the price while the shop sells (from the app). */
  priceNote?: (product: Product) => ReactNode;
  /** The product as a card of a list showed it, if cached: shown while its own answer is on its way. */
  selectCardProduct?: (state: RootState, id: number) => Product | undefined;
}

export function ProductPage({ actions, priceNote, selectCardProduct }: ProductPageProps) {
  // An id that cannot be a product's is "not found" without a request.
  const productId = parseProductId(useParams().id);
  const { data, isError, error, refetch, isFetching } = useGetProductQuery(productId ?? skipToken);
  const cardProduct = useAppSelector((state) => (productId ? selectCardProduct?.(state, productId) : undefined));
  const product = data ?? cardProduct;
  // The server rendered this product's screen as "not found": so does the first client render.
  const missingOnServer = useAppSelector(selectMissingProductId) === productId && !product && !isError;
  const dispatch = useAppDispatch();
  usePageTitle(product?.title);
  useEffect(() => {
    if (product) dispatch(productsDisplayed([product.id]));
  }, [dispatch, product]);

  if (productId === null || (isError && isNotFound(error)) || missingOnServer) {
    return <NotFoundPage heading={NOT_FOUND_TITLE} text={NOT_FOUND_TEXT} />;
  }
  if (isError && !product && failedOffline(error))
    return <NotFoundPage heading={OFFLINE_PRODUCT_TITLE} text={OFFLINE_PRODUCT_TEXT} />;
  if (isError)
    return <ErrorState message={describeApiError(error)} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!product) return <ProductPageSkeleton />;
  // A new product starts its carousel at the first picture.
  return (
    <ProductDetails key={product.id} product={product} actions={actions(product)} priceNote={priceNote?.(product)} />
  );
}
