// The staff API (issue 38, docs/staff.md) in the shop's one RTK Query cache, injected from the staff
// area's chunk so no shopper loads it. Each staff screen injects its own endpoints into `staffApi`,
// calling through asStaff; the tags are what a save invalidates.
import { shopApi } from '@/client/api/shopApi';
import type { StaffMe } from '@/contract';
import { API } from '@/shopRoutes';
import { asStaff } from './staffRequest';

/** The signed-in staff member; the product table's pages; one product (its edit, its history). */
export const STAFF_TAGS = { staff: 'Staff', productList: 'StaffProductList', product: 'StaffProduct' } as const;

export const staffApi = shopApi.enhanceEndpoints({ addTagTypes: Object.values(STAFF_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/me for the account `uid`: 200 for staff, 403 with the API's message for anyone else. */
    getStaffMe: build.query<StaffMe, string>({
      queryFn: (uid, api, _options, baseQuery) => asStaff<StaffMe>(uid, { url: API.adminMe }, api, baseQuery),
      providesTags: [STAFF_TAGS.staff],
    }),
  }),
});

export const { useGetStaffMeQuery } = staffApi;
