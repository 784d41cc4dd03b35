// What the auth thunks do once they run (docs/requirements.md §4, §8): loaded with Firebase's chunk,
// which each of them needs anyway, so the code → text table and its rules are not in the first load.
// authThunks.ts keeps what must happen without the chunk: the anonymous shopper's answers, and the
// network message when the chunk cannot be downloaded.
import type { Credentials } from './authThunks';
import type { SignedIn } from './authUser';
import { authErrorCode, SIGN_IN_SUCCESS, signInErrorMessage } from './authMessages';
import { loadAuthService } from './authService';
import { SIGNED_OUT_MARKER, writeLoginMarker } from './loginMarker';

export { registerAccount } from './registration';

export const SIGNED_OUT_ALERT = 'Signed out successfully.';

/** The §8.1 text of a failure's code; codes the table does not name are shown raw. */
const failureText = (error: unknown): string => signInErrorMessage(authErrorCode(error));

/** Signs in, with the green text; a failure comes back through `reject` with the red text (§8.1, §8.3). */
export async function signIn<Rejected>(
  { email, password }: Credentials,
  reject: (message: string) => Rejected,
): Promise<SignedIn | Rejected> {
  try {
    const user = await (await loadAuthService()).signIn(email, password);
    writeLoginMarker(user.uid);
    return { user, message: SIGN_IN_SUCCESS };
  } catch (error) {
    return reject(failureText(error));
  }
}

/** Signs out someone who may be signed in, and says so; `reject` alerts a failure's text (§8.5). */
export async function signOut<Rejected>(reject: (message: string) => Rejected): Promise<'signedOut' | Rejected> {
  try {
    await (await loadAuthService()).signOut();
  } catch (error) {
    return reject(failureText(error));
  }
  writeLoginMarker(SIGNED_OUT_MARKER);
  window.alert(SIGNED_OUT_ALERT);
  return 'signedOut';
}

/** 'Add to Basket' for someone who may be signed in: asks Firebase whether anyone is (§8.4). */
export async function isSignedIn<Rejected>(reject: (message: string) => Rejected): Promise<boolean | Rejected> {
  try {
    const signedIn = (await (await loadAuthService()).currentUser()) !== null;
    window.alert(signedIn ? 'YES' : 'NO');
    return signedIn;
  } catch (error) {
    return reject(failureText(error));
  }
}
