// What the store's thunks and listeners reach the outside world through (their `extra` argument):
// one set per store, so the settings read and the auth service built belong to that store, and a
// test's store is a new page. Tests pass their own services to makeStore.
import type { LoadAuthService } from '@/client/features/auth/authService';
import { createAuthService } from '@/client/features/auth/authService';
import { readClientConfig, type LoadClientConfig } from '@/client/lib/clientConfig';
import { keepFirstSuccess } from '@/client/lib/keepFirstSuccess';

export interface ShopServices {
  /** The shop's client settings, read once (a failed read is tried again on the next call). */
  clientConfig: LoadClientConfig;
  /** Firebase Auth behind the shop's AuthService, built once (a failed download is tried again). */
  authService: LoadAuthService;
}

export function createShopServices({
  clientConfig = keepFirstSuccess(readClientConfig),
  authService = keepFirstSuccess(() => createAuthService(clientConfig)),
}: Partial<ShopServices> = {}): ShopServices {
  return { clientConfig, authService };
}
