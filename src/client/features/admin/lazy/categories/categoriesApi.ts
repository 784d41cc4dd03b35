// The staff's categories: the list with product counts, add, change and remove over the
// ETag read (If-Match), and the history. A write invalidates the list and the history; a new name
// also the product table and edits, whose products it moved; the shop's own categories in this tab
// are updated in place, so the home screen shows the change without a reload.
import { shopApi } from '@/client/api/shopApi';
import type { AdminCategory, AdminCategoryInput, AdminCategoryList, CategoryHistory } from '@/contract';
import { etagOf, type Versioned } from '../editProtocol/versionedAnswers';
import { STAFF_TAGS, staffApi } from '../staffApi';
import { staffQuery } from '../staffBaseQuery';
import { STAFF_API, adminCategoryApiPath, adminCategoryHistoryApiPath } from '@/staffRoutes';

const CATEGORY_TAGS = { list: 'StaffCategoryList', history: 'StaffCategoryHistory' } as const;

/** A saved category and the ETag to send with its next change. */
export interface SavedCategory extends Versioned {
  category: AdminCategory;
}

type SaveArgs = { id: number; etag: string; fields: AdminCategoryInput; renamed: boolean };

/** A rename moves every product of the category, which can take longer than the API's usual time-out (docs/staff.md). */
const SAVE_TIMEOUT_MS = 120_000;

const saved = (category: AdminCategory, meta: Parameters<typeof etagOf>[0]): SavedCategory => ({
  category,
  etag: etagOf(meta),
});

const categoriesApi = staffApi.enhanceEndpoints({ addTagTypes: Object.values(CATEGORY_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    getAdminCategories: build.query<AdminCategoryList, void>({
      queryFn: staffQuery(() => ({ url: STAFF_API.adminCategories })),
      providesTags: [CATEGORY_TAGS.list],
    }),

    /** One category's changes (`id`), or every category's (removals too); a page from `before`. */
    getCategoryHistory: build.query<CategoryHistory, { id?: number; before?: number }>({
      queryFn: staffQuery(({ id, before }) => ({
        url: id === undefined ? STAFF_API.adminCategoriesHistory : adminCategoryHistoryApiPath(id),
        params: before ? { before } : {},
      })),
      providesTags: [CATEGORY_TAGS.history],
    }),

    addCategory: build.mutation<SavedCategory, { fields: AdminCategoryInput }>({
      queryFn: staffQuery(({ fields }) => ({ url: STAFF_API.adminCategories, method: 'POST', body: fields }), saved),
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
      queryFn: staffQuery(
        ({ id, etag, fields }) => ({
          url: adminCategoryApiPath(id),
          method: 'PUT',
          body: fields,
          headers: { 'if-match': etag },
          timeout: SAVE_TIMEOUT_MS,
        }),
        saved,
      ),
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

    removeCategory: build.mutation<null, { id: number; etag: string }>({
      queryFn: staffQuery(
        ({ id, etag }) => ({ url: adminCategoryApiPath(id), method: 'DELETE', headers: { 'if-match': etag } }),
        () => null,
      ),
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

export const categoryHistoryQuery = categoriesApi.endpoints.getCategoryHistory;

export const {
  useGetAdminCategoriesQuery,
  useAddCategoryMutation,
  useSaveCategoryMutation,
  useRemoveCategoryMutation,
} = categoriesApi;
