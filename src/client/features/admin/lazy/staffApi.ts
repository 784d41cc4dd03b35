// The staff API (docs/staff.md) in the shop's one RTK Query cache, injected from the staff area's
// chunk so no shopper loads it. Each staff screen injects its own endpoints into `staffApi` with
// staffQuery (staffBaseQuery.ts); the tags are what a save invalidates.
import { shopApi } from '@/client/api/shopApi';
import { useAppSelector, type RootState } from '@/client/app/hooks';
import type { StaffMe } from '@/contract';
import { staffQuery } from './staffBaseQuery';
import { STAFF_API } from '@/staffRoutes';

/** The signed-in staff member; the product table's pages; one product (its edit, its history). */
export const STAFF_TAGS = { staff: 'Staff', productList: 'StaffProductList', product: 'StaffProduct' } as const;

export const staffApi = shopApi.enhanceEndpoints({ addTagTypes: Object.values(STAFF_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/admin/me: 200 for staff, 403 with the API's message for anyone else. Keyed by the
     * account asking, so another account never sees the last one's answer while its own is on its way.
     */
    getStaffMe: build.query<StaffMe, string>({
      queryFn: staffQuery(() => ({ url: STAFF_API.adminMe })),
      providesTags: [STAFF_TAGS.staff],
    }),
  }),
});

const signedInUid = (state: RootState): string => state.auth.user?.uid ?? '';

/** The signed-in staff member (their email, the pictures' address); `refetch`: asked again on mount. */
export const useStaffMe = ({ refetch = false } = {}) =>
  staffApi.useGetStaffMeQuery(useAppSelector(signedInUid), { refetchOnMountOrArgChange: refetch });
