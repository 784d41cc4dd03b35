import { skipToken } from '@reduxjs/toolkit/query';
import { selectCatalogPaged } from '@/client/api/firstPage';
import { useGetProductsQuery } from '@/client/api/shopApi';
import { useAppSelector } from '@/client/app/hooks';
import type { ProductListQuery } from '@/client/components/ProductsLoader';
import { useGetMarkedProductsQuery } from './markedProductsApi';
import { selectMarkedIds } from './markedProductsSelectors';

const NOTHING_TO_ASK: ProductListQuery = { isSuccess: true, isError: false, isFetching: false, refetch: () => {} };

/** Asks for the products the favourites screen looks the marked ones up in (see selectMarkedProducts). */
export function useMarkedProducts(): ProductListQuery {
  const paged = useAppSelector(selectCatalogPaged);
  const ids = useAppSelector(selectMarkedIds);
  const whole = useGetProductsQuery(paged ? skipToken : undefined);
  const byId = useGetMarkedProductsQuery(paged && ids.length > 0 ? ids : skipToken);
  if (!paged) return whole;
  return ids.length > 0 ? byId : NOTHING_TO_ASK;
}
