import type { ReactNode } from 'react';
import { describeApiError, type QueryError } from '@/client/api/apiError';
import { ErrorState } from './ErrorState';
import { ProductGridSkeleton } from './ProductGridSkeleton';

/** What the loader needs of the screen's products query (RTK Query's hook result). */
export interface ProductListQuery {
  isSuccess: boolean;
  isError: boolean;
  isFetching: boolean;
  error?: QueryError;
  refetch: () => unknown;
}

interface ProductsLoaderProps {
  query: ProductListQuery;
  skeletonCount: number;
  /** The children can show (default: once the query succeeded). */
  ready?: boolean;
  children: ReactNode;
}

/** The product list's loading and failure states; children render once the products are here. */
export function ProductsLoader({ query, skeletonCount, ready = query.isSuccess, children }: ProductsLoaderProps) {
  const { isError, error, refetch, isFetching } = query;
  if (isError) {
    return <ErrorState message={describeApiError(error)} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (!ready) return <ProductGridSkeleton count={skeletonCount} />;
  return <>{children}</>;
}
