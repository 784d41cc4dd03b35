import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { selectCatalogPaged } from '@/client/api/firstPage';
import { useGetProductsQuery } from '@/client/api/shopApi';
import { useAppDispatch, useAppSelector } from '@/client/app/hooks';
import type { ProductListQuery } from '@/client/components/ProductsLoader';
import type { AppliedSearch } from '@/client/search/searchInAddress';
import { productPagesApi, useGetProductPagesInfiniteQuery } from './productPagesApi';

/**
 * Asks for the home list where it comes from: the whole list, or for a large catalogue the pages
 * of the search, the next one while Show More awaits cards.
 */
export function useHomeProducts(search: AppliedSearch, awaiting: number): ProductListQuery {
  const paged = useAppSelector(selectCatalogPaged);
  const whole = useGetProductsQuery(paged ? skipToken : undefined);
  const pages = useGetProductPagesInfiniteQuery(paged ? search : skipToken);
  const { hasNextPage, isFetching, isError, fetchNextPage } = pages;
  useEffect(() => {
    if (awaiting > 0 && hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [awaiting, hasNextPage, isFetching, isError, fetchNextPage]);
  return paged ? pages : whole;
}

/**
 * On a large catalogue, sends a search's first page at the click: without it the request waits until
 * the screen has re-rendered for the new term and the hook asks (docs/performance.md, "The shop at any size").
 */
export function useSearchPrefetch(): (search: AppliedSearch) => void {
  const paged = useAppSelector(selectCatalogPaged);
  const dispatch = useAppDispatch();
  return ({ term, words }) => {
    const search = { term: term.trim(), words };
    if (paged) void dispatch(productPagesApi.endpoints.getProductPages.initiate(search, { subscribe: false }));
  };
}
