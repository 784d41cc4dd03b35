// A large catalogue's home list, page by page from the server (docs/requirements.md §10.23): one
// cache entry per search (term and words), its pages appended as Show More asks for them.
import type { PageOfProducts } from '@/contract';
import { shopApi } from '@/client/api/shopApi';
import type { AppliedSearch } from '@/client/search/searchInAddress';
import { API, SEARCH_PARAMS } from '@/shopRoutes';
import { SHOW_MORE_STEP } from './catalogSlice';

export const productPagesApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getProductPages: build.infiniteQuery<PageOfProducts, AppliedSearch, number>({
      query: ({ queryArg: { term, words }, pageParam: offset }) => ({
        url: API.productPage,
        params: {
          offset,
          limit: SHOW_MORE_STEP,
          [SEARCH_PARAMS.term]: term || undefined,
          [SEARCH_PARAMS.words]: term && words === 'all' ? words : undefined,
        },
      }),
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: ({ offset, products, matching, matchingCapped }) =>
          products.length && (matchingCapped || offset + products.length < matching)
            ? offset + products.length
            : undefined,
      },
    }),
  }),
});

export const { useGetProductPagesInfiniteQuery } = productPagesApi;
