// Every staff API call carries the signed-in account's ID token (docs/staff.md). One helper for
// every staff endpoint's queryFn, so the token, its one fresh retry and the offline case live once.
import type {
  BaseQueryApi,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
  QueryReturnValue,
} from '@reduxjs/toolkit/query';
import type { ShopServices } from '@/client/app/hooks';

/** The account signed out (or another signed in) while the call was on its way. */
const signedOut = (): FetchBaseQueryError => ({
  status: 'CUSTOM_ERROR',
  error: 'You are no longer signed in. Sign in again to use the staff area.',
});

/** The answer as RTK Query keeps it; `meta.response` holds the headers (a product's ETag). */
type StaffAnswer<T> = QueryReturnValue<T, FetchBaseQueryError, FetchBaseQueryMeta | undefined>;
type ShopBaseQuery = (request: FetchArgs) => PromiseLike<StaffAnswer<unknown>> | StaffAnswer<unknown>;

/** `request` as the account `uid`, through the shop API's base query (its origin and time-out). */
export async function asStaff<T>(
  uid: string,
  request: FetchArgs,
  { extra }: Pick<BaseQueryApi, 'extra'>,
  baseQuery: ShopBaseQuery,
): Promise<StaffAnswer<T>> {
  const { authService } = extra as ShopServices;
  const ask = async (fresh: boolean) => {
    const token = await (await authService()).idToken(uid, fresh);
    if (!token) return { error: signedOut() };
    const headers = { ...(request.headers as Record<string, string>), authorization: `Bearer ${token}` };
    return baseQuery({ cache: 'no-store', ...request, headers });
  };
  try {
    let answer = await ask(false);
    // A token the server refused (expired on its way) is fetched fresh and tried once more.
    if (answer.error?.status === 401) answer = await ask(true);
    return answer.error ? { error: answer.error } : { data: answer.data as T, meta: answer.meta };
  } catch {
    // Firebase's chunk could not be loaded (offline): a failed call, tried again by Retry.
    return { error: { status: 'FETCH_ERROR', error: 'The sign-in service could not be reached.' } };
  }
}
