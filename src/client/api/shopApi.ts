// The catalogue API (§7), one RTK Query cache for every screen.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { Category, Product, ShopInfo } from '@/contract';
import { BUILD_LANGUAGE } from '@/client/i18n/buildLanguage';
import { useSellingHint } from '@/client/lib/sellingHint';
import { API, productApiPath } from '@/shopRoutes';

/** A hung server shows the error state with Retry after this long, not an endless spinner. */
const API_TIMEOUT_MS = 10_000;

export const shopApi = createApi({
  reducerPath: 'shopApi',
  baseQuery: fetchBaseQuery({
    // Absolute: Node's fetch (tests) cannot resolve a relative URL.
    baseUrl: globalThis.location?.origin ?? '',
    timeout: API_TIMEOUT_MS,
    // The server's messages (a refusal, a busy shop) in the page's language. Only error answers
    // follow it (they say Vary: Accept-Language and are never stored), so no cached answer depends on it.
    prepareHeaders: (headers) => {
      headers.set('accept-language', BUILD_LANGUAGE);
      return headers;
    },
  }),
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({ query: () => API.categories }),
    getProducts: build.query<Product[], void>({
      query: () => API.products,
      // Frozen: Immer would otherwise walk and freeze 10,000 products, a long task.
      transformResponse: (products: Product[]) => Object.freeze(products) as Product[],
    }),
    getProduct: build.query<Product, number>({ query: productApiPath }),
    /** Whether the shop sells (docs/orders.md); catalogue mode ({ selling: false }) tells nothing else. */
    getShop: build.query<ShopInfo, void>({ query: () => API.shop }),
  }),
});

export const { useGetCategoriesQuery, useGetProductsQuery, useGetProductQuery, useGetShopQuery } = shopApi;

/**
 * Whether the shop sells: asked only behind the server's selling hint (lib/sellingHint.ts). Offline or
 * with the server down the hint, the server's last word, stands: the basket stays in reach.
 */
export function useSelling(): boolean {
  const hinted = useSellingHint();
  const { data, isError } = useGetShopQuery(undefined, { skip: !hinted });
  return data ? data.selling : hinted && isError;
}
