// Firebase error code -> the text shown in the red status bubble (docs/requirements.md §8). Codes we do
// not name are shown raw, as the spec says ('auth/invalid-email'). Registration's texts are in
// registerMessages.ts, loaded with it. Only lazy modules import this one (the thunks' work in
// Firebase's chunk, the account screens), so the table is not in the first load; the one text the
// first load needs, the network message, lives in firstLoadMessages.ts.
import { NETWORK_FAILED_MESSAGE } from './firstLoadMessages';

export { NETWORK_FAILED_MESSAGE } from './firstLoadMessages';
export const SIGN_IN_SUCCESS = 'You have loged in successfully!';

const SIGN_IN_MESSAGES: Readonly<Record<string, string>> = {
  'auth/wrong-password': 'password is wrong!',
  'auth/user-not-found': 'this email is not registered!',
  'auth/too-many-requests': 'Too many requests! Try again later.',
  // A real project with email-enumeration protection (default since 2023) no longer says which of
  // the two was wrong, so neither may we.
  'auth/invalid-credential': 'email or password is wrong!',
  'auth/network-request-failed': NETWORK_FAILED_MESSAGE,
};

export function signInErrorMessage(code: string): string {
  return SIGN_IN_MESSAGES[code] ?? code;
}

/**
 * The Firebase code of anything a sign-in call can throw. Failing to download the SDK chunk or the
 * client settings is a network failure to the shopper, so it gets the same code.
 */
export function authErrorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
    if (typeof code === 'string' && code.startsWith('auth/')) return code;
    if (name === 'ChunkLoadError' || (name === 'TypeError' && /fetch/i.test(String(message)))) {
      return 'auth/network-request-failed';
    }
    if (typeof message === 'string' && message) return message;
  }
  return String(error);
}
