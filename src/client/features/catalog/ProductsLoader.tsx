import type { ReactNode } from 'react';
import { describeApiError } from '../../api/apiError';
import { useGetProductsQuery } from '../../api/shopApi';
import { ErrorState } from '../../components/ErrorState';
import { ProductGridSkeleton } from './ProductGridSkeleton';

interface ProductsLoaderProps {
  skeletonCount: number;
  children: ReactNode;
}

/** The product list's loading and failure states; children render once the products are here. */
export function ProductsLoader({ skeletonCount, children }: ProductsLoaderProps) {
  const { isSuccess, isError, error, refetch, isFetching } = useGetProductsQuery();
  if (isError) {
    return <ErrorState message={describeApiError(error)} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (!isSuccess) return <ProductGridSkeleton count={skeletonCount} />;
  return <>{children}</>;
}
