// One product's edit, add and delete; a write refreshes the table, the product and its history.
import type { AdminNextId, AdminProduct, ProductHistory } from '@/contract';
import { etagOf, type Versioned } from '../editProtocol/versionedAnswers';
import { STAFF_TAGS, staffApi } from '../staffApi';
import { staffQuery } from '../staffBaseQuery';
import { STAFF_API, adminProductApiPath, adminProductHistoryApiPath, adminProductUndoApiPath } from '@/staffRoutes';

/** A product with the ETag it was read with, which the next write must name. */
export interface ReadProduct extends Versioned {
  product: AdminProduct;
}

const read = (product: AdminProduct, meta: Parameters<typeof etagOf>[0]): ReadProduct => ({
  product,
  etag: etagOf(meta),
});

const productTags = (id: number) => [{ type: STAFF_TAGS.product, id }, STAFF_TAGS.productList];

const productEditApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminProduct: build.query<ReadProduct, { id: number }>({
      queryFn: staffQuery(({ id }) => ({ url: adminProductApiPath(id) }), read),
      providesTags: (_result, _error, { id }) => [{ type: STAFF_TAGS.product, id }],
    }),

    getProductHistory: build.query<ProductHistory, { id: number; before?: number }>({
      queryFn: staffQuery(({ id, before }) => ({
        url: adminProductHistoryApiPath(id),
        params: before === undefined ? {} : { before },
      })),
      providesTags: (_result, _error, { id }) => [{ type: STAFF_TAGS.product, id }],
    }),

    getNextProductId: build.query<number, void>({
      queryFn: staffQuery(
        () => ({ url: STAFF_API.adminProductNextId }),
        (next: AdminNextId) => next.id,
      ),
      providesTags: [STAFF_TAGS.productList],
    }),

    saveAdminProduct: build.mutation<ReadProduct, { id: number; product: unknown; etag: string }>({
      queryFn: staffQuery(
        ({ id, product, etag }) => ({
          url: adminProductApiPath(id),
          method: 'PUT',
          body: product,
          headers: { 'if-match': etag },
        }),
        read,
      ),
      invalidatesTags: (result, _error, { id }) => (result ? productTags(id) : []),
    }),

    addAdminProduct: build.mutation<ReadProduct, { product: unknown }>({
      queryFn: staffQuery(({ product }) => ({ url: STAFF_API.adminProducts, method: 'POST', body: product }), read),
      invalidatesTags: (result) => (result ? productTags(result.product.id) : []),
    }),

    deleteAdminProduct: build.mutation<null, { id: number; etag: string }>({
      queryFn: staffQuery(({ id, etag }) => ({
        url: adminProductApiPath(id),
        method: 'DELETE',
        headers: { 'if-match': etag },
      })),
      invalidatesTags: (_result, error, { id }) => (error ? [] : productTags(id)),
    }),

    /** `etag` undefined: the product is gone, and the undo brings it back (If-None-Match: *). */
    undoProductChange: build.mutation<ReadProduct | null, { id: number; changeId: number; etag?: string }>({
      queryFn: staffQuery(
        ({ id, changeId, etag }) => ({
          url: adminProductUndoApiPath(id, changeId),
          method: 'POST',
          headers: etag === undefined ? { 'if-none-match': '*' } : { 'if-match': etag },
        }),
        // 204: the change added the product, and undoing it deleted it again.
        (product: AdminProduct | null, meta) => (product ? read(product, meta) : null),
      ),
      invalidatesTags: (_result, error, { id }) => (error ? [] : productTags(id)),
    }),
  }),
});

export const productHistoryQuery = productEditApi.endpoints.getProductHistory;

export const {
  useGetAdminProductQuery,
  useGetProductHistoryQuery,
  useGetNextProductIdQuery,
  useSaveAdminProductMutation,
  useAddAdminProductMutation,
  useDeleteAdminProductMutation,
  useUndoProductChangeMutation,
} = productEditApi;
