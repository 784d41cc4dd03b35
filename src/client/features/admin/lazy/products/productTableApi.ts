// The staff's product table: GET /api/admin/products a page at a time (the list, a product by id,
// or a title search), tagged so a save, an add or a delete refreshes the page shown.
import type { AdminProductPage } from '@/contract';
import { API } from '@/shopRoutes';
import { STAFF_TAGS, staffApi } from '../staffApi';
import { asStaff } from '../staffRequest';

interface ProductTableArgs {
  uid: string;
  q: string;
  offset: number;
}

const productTableApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<AdminProductPage, ProductTableArgs>({
      queryFn: ({ uid, q, offset }, api, _options, baseQuery) =>
        asStaff<AdminProductPage>(uid, { url: API.adminProducts, params: { q, offset } }, api, baseQuery),
      providesTags: [STAFF_TAGS.productList],
    }),
  }),
});

export const { useGetAdminProductsQuery } = productTableApi;
