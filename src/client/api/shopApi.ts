// The catalogue API (spec section 7) as one RTK Query API: every screen shares its cache, so the
// product list is fetched once and the detail page of a listed product opens without waiting.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { Category, Product } from '../../contract';

/** A hung server shows the error state with Retry after this long, not an endless spinner. */
export const API_TIMEOUT_MS = 10_000;

export const shopApi = createApi({
  reducerPath: 'shopApi',
  // Absolute, because Node's fetch (tests) cannot resolve a relative URL.
  baseQuery: fetchBaseQuery({ baseUrl: `${window.location.origin}/api`, timeout: API_TIMEOUT_MS }),
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({ query: () => '' }),
    getProducts: build.query<Product[], void>({ query: () => '/products' }),
    getProduct: build.query<Product, number>({ query: (id) => `/product/${id}` }),
  }),
});

export const { useGetCategoriesQuery, useGetProductsQuery, useGetProductQuery } = shopApi;
