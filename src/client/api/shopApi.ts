// The catalogue API (docs/requirements.md §7) as one RTK Query API: every screen shares its cache, so the
// product list is fetched once and the detail page of a listed product opens without waiting.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { Category, Product } from '@/contract';

/** A hung server shows the error state with Retry after this long, not an endless spinner. */
export const API_TIMEOUT_MS = 10_000;

export const shopApi = createApi({
  reducerPath: 'shopApi',
  // Absolute, because Node's fetch (tests) cannot resolve a relative URL. The server's renderer
  // has no window and never fetches: it is handed the data (app/firstScreen.ts).
  baseQuery: fetchBaseQuery({ baseUrl: `${globalThis.location?.origin ?? ''}/api`, timeout: API_TIMEOUT_MS }),
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({ query: () => '' }),
    getProducts: build.query<Product[], void>({
      query: () => '/products',
      // Immer takes a frozen list as final; otherwise it walks and freezes every product as the
      // answer enters the store, a long task at 10,000 products.
      transformResponse: (products: Product[]) => Object.freeze(products) as Product[],
    }),
    getProduct: build.query<Product, number>({ query: (id) => `/product/${id}` }),
  }),
});

export const { useGetCategoriesQuery, useGetProductsQuery, useGetProductQuery } = shopApi;
