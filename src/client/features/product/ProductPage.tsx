import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { describeApiError, isNotFound } from '../../api/apiError';
import { useGetProductQuery } from '../../api/shopApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ErrorState } from '../../components/ErrorState';
import { NotFoundPage } from '../../components/NotFoundPage';
import { usePageTitle } from '../../components/usePageTitle';
import { selectMissingProductId } from '../catalog/catalogSlice';
import { productsDisplayed } from '../favourites/favouritesSlice';
import { ProductDetails } from './ProductDetails';
import { ProductPageSkeleton } from './ProductPageSkeleton';

/** The id in the URL, or null when it cannot be a product id (then nothing is fetched). */
export function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2 ** 31 - 1 ? id : null;
}

const NOT_FOUND_TEXT = 'We could not find this product. It may have been removed from the shop.';

export function ProductPage() {
  const productId = parseProductId(useParams().id);
  const { data: product, isError, error, refetch, isFetching } = useGetProductQuery(productId ?? skipToken);
  // The server rendered this product's screen as "not found": so does the first client render.
  const missingOnServer = useAppSelector(selectMissingProductId) === productId && !product && !isError;
  const dispatch = useAppDispatch();
  usePageTitle(product?.title);
  useEffect(() => {
    if (product) dispatch(productsDisplayed([product.id]));
  }, [dispatch, product]);

  if (productId === null || (isError && isNotFound(error)) || missingOnServer) {
    return <NotFoundPage heading="Product not found" text={NOT_FOUND_TEXT} />;
  }
  if (isError) return <ErrorState message={describeApiError(error)} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!product) return <ProductPageSkeleton />;
  // A new product starts its carousel at the first picture.
  return <ProductDetails key={product.id} product={product} />;
}
