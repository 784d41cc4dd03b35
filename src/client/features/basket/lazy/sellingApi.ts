// What the basket's screens read through the shared cache: stock and prices now (never kept), and
// the products' titles and pictures (GET /api/products/by-id, as the favourites screen reads them).
import type { Product, ProductAvailability } from '@/contract';
import { shopApi } from '@/client/api/shopApi';
import { SELLING_API } from '@/sellingRoutes';
import { productsByIdApiPath } from '@/shopRoutes';

/** At most so many ids per request (the API's bound for both calls). */
const IDS_PER_REQUEST = 100;

const sellingApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** Stock and price now: asked again each time a screen shows them, dropped when none does. */
    getAvailability: build.query<ProductAvailability[], readonly number[]>({
      query: (ids) => `${SELLING_API.availability}?ids=${ids.slice(0, IDS_PER_REQUEST).join(',')}`,
      transformResponse: (answer: { products: ProductAvailability[] }) => answer.products,
      keepUnusedDataFor: 0,
    }),
    getBasketProducts: build.query<Product[], readonly number[]>({
      query: (ids) => productsByIdApiPath(ids.slice(0, IDS_PER_REQUEST)),
    }),
  }),
});

export const { useGetAvailabilityQuery, useGetBasketProductsQuery } = sellingApi;
