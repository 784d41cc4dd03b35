// One product's edit, add and delete, through asStaff; a write refreshes the table, the product and its history.
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { AdminNextId, AdminProduct, ProductHistory } from '@/contract';
import { adminProductApiPath, adminProductHistoryApiPath, adminProductUndoApiPath, API } from '@/shopRoutes';
import { STAFF_TAGS, staffApi } from '../staffApi';
import { asStaff } from '../staffRequest';

/** A product with the ETag it was read with, which the next write must name. */
export interface ReadProduct {
  product: AdminProduct;
  etag: string;
}

interface ProductArgs {
  uid: string;
  id: number;
}

const withEtag = (product: AdminProduct, meta: FetchBaseQueryMeta | undefined): ReadProduct => ({
  product,
  etag: meta?.response?.headers.get('etag') ?? '',
});

const productTags = (id: number) => [{ type: STAFF_TAGS.product, id }, STAFF_TAGS.productList];

type Answer<T> = Awaited<ReturnType<typeof asStaff<T>>>;

async function readAnswer<T, R>(
  answer: Promise<Answer<T>>,
  as: (data: T, meta: FetchBaseQueryMeta | undefined) => R,
): Promise<{ data: R } | { error: FetchBaseQueryError }> {
  const result = await answer;
  return result.error ? { error: result.error } : { data: as(result.data, result.meta) };
}

const productEditApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminProduct: build.query<ReadProduct, ProductArgs>({
      queryFn: ({ uid, id }, api, _options, baseQuery) =>
        readAnswer(asStaff<AdminProduct>(uid, { url: adminProductApiPath(id) }, api, baseQuery), withEtag),
      providesTags: (_result, _error, { id }) => [{ type: STAFF_TAGS.product, id }],
    }),

    getProductHistory: build.query<ProductHistory, ProductArgs & { before?: number }>({
      queryFn: ({ uid, id, before }, api, _options, baseQuery) =>
        asStaff<ProductHistory>(
          uid,
          { url: adminProductHistoryApiPath(id), params: before === undefined ? {} : { before } },
          api,
          baseQuery,
        ),
      providesTags: (_result, _error, { id }) => [{ type: STAFF_TAGS.product, id }],
    }),

    getNextProductId: build.query<number, string>({
      queryFn: async (uid, api, _options, baseQuery) =>
        readAnswer(asStaff<AdminNextId>(uid, { url: API.adminProductNextId }, api, baseQuery), (data) => data.id),
      providesTags: [STAFF_TAGS.productList],
    }),

    saveAdminProduct: build.mutation<ReadProduct, ProductArgs & { product: unknown; etag: string }>({
      queryFn: ({ uid, id, product, etag }, api, _options, baseQuery) =>
        readAnswer(
          asStaff<AdminProduct>(
            uid,
            { url: adminProductApiPath(id), method: 'PUT', body: product, headers: { 'if-match': etag } },
            api,
            baseQuery,
          ),
          withEtag,
        ),
      invalidatesTags: (result, _error, { id }) => (result ? productTags(id) : []),
    }),

    addAdminProduct: build.mutation<ReadProduct, { uid: string; product: unknown }>({
      queryFn: ({ uid, product }, api, _options, baseQuery) =>
        readAnswer(
          asStaff<AdminProduct>(uid, { url: API.adminProducts, method: 'POST', body: product }, api, baseQuery),
          withEtag,
        ),
      invalidatesTags: (result) => (result ? productTags(result.product.id) : []),
    }),

    deleteAdminProduct: build.mutation<null, ProductArgs & { etag: string }>({
      queryFn: ({ uid, id, etag }, api, _options, baseQuery) =>
        asStaff<null>(
          uid,
          { url: adminProductApiPath(id), method: 'DELETE', headers: { 'if-match': etag } },
          api,
          baseQuery,
        ),
      invalidatesTags: (_result, error, { id }) => (error ? [] : productTags(id)),
    }),

    /** `etag` undefined: the product is gone, and the undo brings it back (If-None-Match: *). */
    undoProductChange: build.mutation<ReadProduct | null, ProductArgs & { changeId: number; etag?: string }>({
      queryFn: ({ uid, id, changeId, etag }, api, _options, baseQuery) =>
        readAnswer(
          asStaff<AdminProduct | null>(
            uid,
            {
              url: adminProductUndoApiPath(id, changeId),
              method: 'POST',
              headers: etag === undefined ? { 'if-none-match': '*' } : { 'if-match': etag },
            },
            api,
            baseQuery,
          ),
          // 204: the change added the product, and undoing it deleted it again.
          (data, meta) => (data ? withEtag(data, meta) : null),
        ),
      invalidatesTags: (_result, error, { id }) => (error ? [] : productTags(id)),
    }),
  }),
});

/** A failed staff call's HTTP status and body; undefined for no answer at all (offline, signed out). */
export function httpFailure(error: FetchBaseQueryError | SerializedError | undefined) {
  return error && 'status' in error && typeof error.status === 'number'
    ? { status: error.status, body: error.data }
    : undefined;
}

export const {
  useGetAdminProductQuery,
  useGetProductHistoryQuery,
  useGetNextProductIdQuery,
  useSaveAdminProductMutation,
  useAddAdminProductMutation,
  useDeleteAdminProductMutation,
  useUndoProductChangeMutation,
} = productEditApi;
