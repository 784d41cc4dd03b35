// Sign-in, registration and sign-out as the auth thunks run them (docs/requirements.md §4, §8),
// loaded with Firebase's chunk, which each of them needs anyway.
import type { Credentials, SignedIn } from '../authTypes';
import type { LoadAuthService } from '../authService';
import { SIGNED_OUT_MARKER, writeLoginMarker } from '../loginMarker';
import {
  authErrorCode,
  registeredMessage,
  registerErrorMessage,
  SIGN_IN_SUCCESS,
  signInErrorMessage,
} from './authMessages';
import * as i18n from '@/client/i18n/i18n';

export const SIGNED_OUT_ALERT = i18n._({ id: 'auth.signedOut', message: 'Signed out successfully.' });

const failureText = (error: unknown): string => signInErrorMessage(authErrorCode(error));

/** Signs in, with the green text; a failure comes back through `reject` with the red text (§8.1, §8.3). */
export async function signIn<Rejected>(
  loadAuthService: LoadAuthService,
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

/** Signs out and says so; `reject` alerts a failure's text (§8.5). */
export async function signOut<Rejected>(
  loadAuthService: LoadAuthService,
  reject: (message: string) => Rejected,
): Promise<'signedOut' | Rejected> {
  try {
    await (await loadAuthService()).signOut();
  } catch (error) {
    return reject(failureText(error));
  }
  writeLoginMarker(SIGNED_OUT_MARKER);
  window.alert(SIGNED_OUT_ALERT);
  return 'signedOut';
}

/** 'Add to Basket' for someone who may be signed in (§8.4). */
export async function isSignedIn<Rejected>(
  loadAuthService: LoadAuthService,
  reject: (message: string) => Rejected,
): Promise<boolean | Rejected> {
  try {
    const signedIn = (await (await loadAuthService()).currentUser()) !== null;
    window.alert(
      signedIn
        ? i18n._({ id: 'auth.addToBasket.yes', message: 'YES' })
        : i18n._({ id: 'auth.addToBasket.no', message: 'NO' }),
    );
    return signedIn;
  } catch (error) {
    return reject(failureText(error));
  }
}

/** Creates the account (§4.4, §4.5); a failure comes back through `reject` with the red text (§8.2). */
export async function registerAccount<Rejected>(
  loadAuthService: LoadAuthService,
  { email, password }: Credentials,
  reject: (message: string) => Rejected,
): Promise<SignedIn | Rejected> {
  try {
    const { user, failedSteps } = await (await loadAuthService()).register(email, password);
    writeLoginMarker(user.uid);
    return { user, message: registeredMessage(user.email ?? email, failedSteps) };
  } catch (error) {
    return reject(registerErrorMessage(authErrorCode(error)));
  }
}
