// The staff's product table: GET /api/admin/products a page at a time (the list, a product by id,
// or a title search), tagged so a save, an add or a delete refreshes the page shown.
import type { AdminProductPage } from '@/contract';
import { STAFF_TAGS, staffApi } from '../staffApi';
import { staffQuery } from '../staffBaseQuery';
import { STAFF_API } from '@/staffRoutes';

const productTableApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<AdminProductPage, { q: string; offset: number }>({
      queryFn: staffQuery(({ q, offset }) => ({ url: STAFF_API.adminProducts, params: { q, offset } })),
      providesTags: [STAFF_TAGS.productList],
    }),
  }),
});

export const { useGetAdminProductsQuery } = productTableApi;
