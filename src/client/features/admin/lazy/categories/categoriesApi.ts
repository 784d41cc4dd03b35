// The staff's categories (issue 38): the list with product counts, add, change and remove over the
// ETag read (If-Match), and the history. A write invalidates the list and the history; a new name
// also the product table and edits, whose products it moved; the shop's own categories in this tab
// are updated in place, so the home screen shows the change without a reload.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { shopApi } from '@/client/api/shopApi';
import type { AdminCategory, AdminCategoryInput, AdminCategoryList, CategoryHistory } from '@/contract';
import { adminCategoryApiPath, adminCategoryHistoryApiPath, API } from '@/shopRoutes';
import { STAFF_TAGS, staffApi } from '../staffApi';
import { asStaff } from '../staffRequest';

const CATEGORY_TAGS = { list: 'StaffCategoryList', history: 'StaffCategoryHistory' } as const;

/** A saved category and the ETag to send with its next change. */
export interface SavedCategory {
  category: AdminCategory;
  etag: string;
}

interface Staff {
  uid: string;
}

type SaveArgs = Staff & { id: number; etag: string; fields: AdminCategoryInput; renamed: boolean };

/** A rename moves every product of the category: 15 s for 125,000 at 1,000,000 (docs/staff.md), past the API's 10 s. */
const SAVE_TIMEOUT_MS = 120_000;

const etagOf = (meta: { response?: Response } | undefined): string => meta?.response?.headers.get('etag') ?? '';

const categoriesApi = staffApi.enhanceEndpoints({ addTagTypes: Object.values(CATEGORY_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    getAdminCategories: build.query<AdminCategoryList, Staff>({
      queryFn: ({ uid }, api, _options, baseQuery) =>
        asStaff<AdminCategoryList>(uid, { url: API.adminCategories }, api, baseQuery),
      providesTags: [CATEGORY_TAGS.list],
    }),

    /** One category's changes (`id`), or every category's (removals too); a page from `before`. */
    getCategoryHistory: build.query<CategoryHistory, Staff & { id?: number; before?: number }>({
      queryFn: ({ uid, id, before }, api, _options, baseQuery) => {
        const url = id === undefined ? API.adminCategoriesHistory : adminCategoryHistoryApiPath(id);
        return asStaff<CategoryHistory>(uid, { url, params: before ? { before } : {} }, api, baseQuery);
      },
      providesTags: [CATEGORY_TAGS.history],
    }),

    addCategory: build.mutation<SavedCategory, Staff & { fields: AdminCategoryInput }>({
      async queryFn({ uid, fields }, api, _options, baseQuery) {
        const request = { url: API.adminCategories, method: 'POST', body: fields };
        const answer = await asStaff<AdminCategory>(uid, request, api, baseQuery);
        return answer.error ? { error: answer.error } : { data: { category: answer.data, etag: etagOf(answer.meta) } };
      },
      invalidatesTags: (result) => (result ? [CATEGORY_TAGS.list, CATEGORY_TAGS.history] : []),
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(
          ({ data }) =>
            void dispatch(
              shopApi.util.updateQueryData('getCategories', undefined, (shown) => [...shown, data.category]),
            ),
          () => undefined,
        ),
    }),

    saveCategory: build.mutation<SavedCategory, SaveArgs>({
      async queryFn({ uid, id, etag, fields }, api, _options, baseQuery) {
        const request = {
          url: adminCategoryApiPath(id),
          method: 'PUT',
          body: fields,
          headers: { 'if-match': etag },
          timeout: SAVE_TIMEOUT_MS,
        };
        const answer = await asStaff<AdminCategory>(uid, request, api, baseQuery);
        return answer.error ? { error: answer.error } : { data: { category: answer.data, etag: etagOf(answer.meta) } };
      },
      invalidatesTags: (result, _error, { renamed }) =>
        result
          ? [
              CATEGORY_TAGS.list,
              CATEGORY_TAGS.history,
              ...(renamed ? [STAFF_TAGS.productList, STAFF_TAGS.product] : []),
            ]
          : [],
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(
          ({ data }) =>
            void dispatch(
              shopApi.util.updateQueryData('getCategories', undefined, (shown) =>
                shown.map((each) => (each.id === data.category.id ? data.category : each)),
              ),
            ),
          () => undefined,
        ),
    }),

    removeCategory: build.mutation<null, Staff & { id: number; etag: string }>({
      async queryFn({ uid, id, etag }, api, _options, baseQuery) {
        const request = { url: adminCategoryApiPath(id), method: 'DELETE', headers: { 'if-match': etag } };
        const answer = await asStaff<null>(uid, request, api, baseQuery);
        return answer.error ? { error: answer.error } : { data: null };
      },
      // A refusal (products use it, or it changed) also refreshes the list: its count or version was old.
      invalidatesTags: [CATEGORY_TAGS.list, CATEGORY_TAGS.history],
      onQueryStarted: ({ id }, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(
          () =>
            void dispatch(
              shopApi.util.updateQueryData('getCategories', undefined, (shown) =>
                shown.filter((each) => each.id !== id),
              ),
            ),
          () => undefined,
        ),
    }),
  }),
});

export const {
  useGetAdminCategoriesQuery,
  useGetCategoryHistoryQuery,
  useAddCategoryMutation,
  useSaveCategoryMutation,
  useRemoveCategoryMutation,
} = categoriesApi;

/** The error's JSON body when the server sent one (a 412's newer version, a 400's problems). */
export function errorBody<T>(error: unknown): T | undefined {
  const failed = error as FetchBaseQueryError | undefined;
  return failed && typeof failed.status === 'number' ? (failed.data as T) : undefined;
}
