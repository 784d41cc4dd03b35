// Calls of the shop's token API (favourites, account) with the signed-in account's ID token.
import { AccountApiError } from '@/client/api/accountApi';
import type { LoadAuthService } from '../authService';

const SIGNED_OUT = new AccountApiError(403);

/** Calls with the account's ID token; a refused token is fetched fresh and tried once more. */
export async function withIdToken<T>(
  loadAuthService: LoadAuthService,
  uid: string,
  call: (token: string) => Promise<T>,
): Promise<T> {
  const service = await loadAuthService();
  const token = await service.idToken(uid);
  if (!token) throw SIGNED_OUT;
  try {
    return await call(token);
  } catch (error) {
    if (!(error instanceof AccountApiError) || error.status !== 401) throw error;
    const fresh = await service.idToken(uid, true);
    if (!fresh) throw SIGNED_OUT;
    return call(fresh);
  }
}
