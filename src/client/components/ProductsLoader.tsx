import type { ReactNode } from 'react';
import { describeApiError } from '@/client/api/apiError';
import { useGetProductsQuery } from '@/client/api/shopApi';
import { ErrorState } from './ErrorState';
import { ProductGridSkeleton } from './ProductGridSkeleton';

interface ProductsLoaderProps {
  skeletonCount: number;
  /** The children can show before the list is here (the server's first page). */
  ready?: boolean;
  children: ReactNode;
}

/** The product list's loading and failure states; children render once the products are here. */
export function ProductsLoader({ skeletonCount, ready = false, children }: ProductsLoaderProps) {
  const { isSuccess, isError, error, refetch, isFetching } = useGetProductsQuery();
  if (isError) {
    return <ErrorState message={describeApiError(error)} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (!isSuccess && !ready) return <ProductGridSkeleton count={skeletonCount} />;
  return <>{children}</>;
}
