// Builds the AuthService from the shop's client settings, loading the Firebase SDK (its own webpack
// chunk) on first use. The store's services keep the one it built (app/services.ts).
import type { LoadClientConfig } from '@/client/lib/clientConfig';
import type { AuthService } from './authTypes';

export type LoadAuthService = () => Promise<AuthService>;

export async function createAuthService(loadClientConfig: LoadClientConfig): Promise<AuthService> {
  const [config, sdk] = await Promise.all([
    loadClientConfig(),
    import(/* webpackChunkName: "firebase-auth" */ './lazy/firebase'),
  ]);
  return sdk.createAuthService(config);
}
