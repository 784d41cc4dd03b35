// A large catalogue's marked products, asked for by id (docs/requirements.md §10.23), in batches
// of the most one request may name.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { PRODUCTS_BY_ID_MAX, type Product } from '@/contract';
import { productsCached } from '@/client/api/cachedProducts';
import { shopApi } from '@/client/api/shopApi';
import { productsByIdApiPath } from '@/shopRoutes';

const batchesOf = (ids: readonly number[]) =>
  Array.from({ length: Math.ceil(ids.length / PRODUCTS_BY_ID_MAX) }, (_, index) =>
    ids.slice(index * PRODUCTS_BY_ID_MAX, (index + 1) * PRODUCTS_BY_ID_MAX),
  );

export const markedProductsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** The catalogue's products of these ids, in their order; ids it does not have are left out. */
    getMarkedProducts: build.query<Product[], readonly number[]>({
      queryFn: async (ids, _api, _options, baseQuery) => {
        const answers = await Promise.all(batchesOf(ids).map(async (batch) => baseQuery(productsByIdApiPath(batch))));
        const failed = answers.find((answer) => answer.error);
        if (failed) return { error: failed.error as FetchBaseQueryError };
        return { data: answers.flatMap((answer) => answer.data as Product[]) };
      },
      // One entry, kept while other ids are asked for: an unmarked card leaves at once, and only
      // an id not asked for before is worth a request.
      serializeQueryArgs: () => 'markedProducts',
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.some((id) => !previousArg?.includes(id)) ?? false,
      onQueryStarted: async (_ids, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(productsCached(answer.data));
      },
    }),
  }),
});

export const { useGetMarkedProductsQuery } = markedProductsApi;
export const selectMarkedProductsResult = markedProductsApi.endpoints.getMarkedProducts.select([]);
