// Loads the Firebase SDK on first use (its own webpack chunk) and builds the one AuthService of
// the page from the server's client settings. A failed download is retried on the next call.
import { loadClientConfig } from '@/client/lib/clientConfig';
import type { AuthService } from './authTypes';

let pending: Promise<AuthService> | undefined;

export function loadAuthService(): Promise<AuthService> {
  pending ??= Promise.all([loadClientConfig(), import(/* webpackChunkName: "firebase-auth" */ './lazy/firebase')])
    .then(([config, sdk]) => sdk.createAuthService(config))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
