// The staff API's base query: the shop's own (its origin and time-out) with the signed-in staff
// member's ID token (docs/staff.md), so no endpoint and no screen names the account. Staff
// endpoints are injected into the shop's one cache from this lazy chunk, so they take it as their
// queryFn (RTK Query's "Customizing queries": a base query wrapped for re-authorization).
import type {
  BaseQueryApi,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
  QueryReturnValue,
} from '@reduxjs/toolkit/query';
import type { RootState, ShopServices } from '@/client/app/hooks';
import { BUILD_LANGUAGE } from '@/client/i18n/buildLanguage';
import * as i18n from '@/client/i18n/i18n';

/** The account signed out (or another signed in) while the call was on its way. */
const signedOut = (): FetchBaseQueryError => ({
  status: 'CUSTOM_ERROR',
  error: i18n._({
    id: 'staff.session.signedOut',
    message: 'You are no longer signed in. Sign in again to use the staff area.',
  }),
});

/** The answer as RTK Query keeps it; `meta.response` holds the headers (a version's ETag). */
export type StaffAnswer<T> = QueryReturnValue<T, FetchBaseQueryError, FetchBaseQueryMeta | undefined>;
/** The base query a queryFn is handed (the shop's fetchBaseQuery), or another (an upload's XHR). */
export type ShopBaseQuery = (request: FetchArgs) => PromiseLike<StaffAnswer<unknown>> | StaffAnswer<unknown>;
type StaffApi = Pick<BaseQueryApi, 'extra' | 'getState'>;

/** `request` as the signed-in account; a token the server refused is fetched fresh and tried once more. */
export async function staffRequest<T>(
  request: FetchArgs,
  { extra, getState }: StaffApi,
  baseQuery: ShopBaseQuery,
): Promise<StaffAnswer<T>> {
  const { authService } = extra as ShopServices;
  const uid = (getState() as RootState).auth.user?.uid;
  if (!uid) return { error: signedOut() };
  const ask = async (fresh: boolean) => {
    const token = await (await authService()).idToken(uid, fresh);
    if (!token) return { error: signedOut() };
    // The server's messages (a field's problem, a refusal) in the staff area's language, whichever
    // base query sends it (the shop's fetch, an upload's XHR).
    const headers = {
      ...(request.headers as Record<string, string>),
      'accept-language': BUILD_LANGUAGE,
      authorization: `Bearer ${token}`,
    };
    return baseQuery({ cache: 'no-store', ...request, headers });
  };
  try {
    let answer = await ask(false);
    if (answer.error?.status === 401) answer = await ask(true);
    return answer.error ? { error: answer.error } : { data: answer.data as T, meta: answer.meta };
  } catch {
    // Firebase's chunk could not be loaded (offline): a failed call, tried again by Retry.
    return {
      error: {
        status: 'FETCH_ERROR',
        error: i18n._({ id: 'staff.session.unreachable', message: 'The sign-in service could not be reached.' }),
      },
    };
  }
}

/**
 * An endpoint's queryFn from what it asks (`request`) and how its answer reads (`read`, the body as
 * it came by default): `queryFn: staffQuery((id: number) => ({ url: … }))`.
 */
export function staffQuery<Arg, Body, Result = Body>(
  request: (arg: Arg) => FetchArgs,
  read: (body: Body, meta: FetchBaseQueryMeta | undefined, arg: Arg) => Result = (body) => body as unknown as Result,
) {
  return async (
    arg: Arg,
    api: StaffApi,
    _extraOptions: unknown,
    baseQuery: ShopBaseQuery,
  ): Promise<StaffAnswer<Result>> => {
    const answer = await staffRequest<Body>(request(arg), api, baseQuery);
    return answer.error ? { error: answer.error } : { data: read(answer.data, answer.meta, arg), meta: answer.meta };
  };
}
