// The staff API (issue 38, docs/staff.md) in the shop's one RTK Query cache, injected from the staff
// area's chunk so no shopper loads it. Every call carries the signed-in account's ID token; the tag
// is what later staff screens invalidate.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { shopApi } from '@/client/api/shopApi';
import type { ShopServices } from '@/client/app/hooks';
import type { StaffMe } from '@/contract';
import { API } from '@/shopRoutes';

const STAFF_TAG = 'Staff';

/** The account signed out (or another signed in) while the call was on its way. */
const signedOut = (): FetchBaseQueryError => ({
  status: 'CUSTOM_ERROR',
  error: 'You are no longer signed in. Sign in again to use the staff area.',
});

const staffApi = shopApi.enhanceEndpoints({ addTagTypes: [STAFF_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/me for the account `uid`: 200 for staff, 403 with the API's message for anyone else. */
    getStaffMe: build.query<StaffMe, string>({
      async queryFn(uid, { extra }, _options, baseQuery) {
        const { authService } = extra as ShopServices;
        const ask = async (fresh: boolean) => {
          const token = await (await authService()).idToken(uid, fresh);
          if (!token) return { error: signedOut() };
          return baseQuery({ url: API.adminMe, headers: { authorization: `Bearer ${token}` }, cache: 'no-store' });
        };
        try {
          let answer = await ask(false);
          // A token the server refused (expired on its way) is fetched fresh and tried once more.
          if (answer.error?.status === 401) answer = await ask(true);
          return answer.error ? { error: answer.error } : { data: answer.data as StaffMe };
        } catch {
          // Firebase's chunk could not be loaded (offline): a failed call, tried again by Retry.
          return { error: { status: 'FETCH_ERROR', error: 'The sign-in service could not be reached.' } };
        }
      },
      providesTags: [STAFF_TAG],
    }),
  }),
});

export const { useGetStaffMeQuery } = staffApi;
