// The account calls the login and action screens make (password reset, verification), each
// answered with the status bubble's message. Loaded with those screens, not with the first page.
import type { AuthMessage } from './authSlice';
import type { AuthUser } from './authUser';
import { authErrorCode, signInErrorMessage } from './authMessages';
import { passwordResetSent, verificationEmailSent } from './accountMessages';
import { loadAuthService } from './authService';

/** Where the links in the provider's emails lead back to: the login screen of this shop. */
export const accountContinueUrl = (): string => `${window.location.origin}/login`;

const failure = (error: unknown): AuthMessage => ({ kind: 'error', text: signInErrorMessage(authErrorCode(error)) });

/**
 * 'Forgot password?': the same green text whether or not the address has an account, so the form
 * cannot be used to find out who shops here. A malformed or empty address gets the provider's code.
 */
export async function requestPasswordReset(email: string): Promise<AuthMessage> {
  try {
    await (await loadAuthService()).sendPasswordReset(email, accountContinueUrl());
  } catch (error) {
    // Without email-enumeration protection (the emulator, older projects) the provider says so.
    if (authErrorCode(error) !== 'auth/user-not-found') return failure(error);
  }
  return { kind: 'success', text: passwordResetSent(email) };
}

export async function resendVerificationEmail(email: string): Promise<AuthMessage> {
  try {
    await (await loadAuthService()).resendVerificationEmail(accountContinueUrl());
    return { kind: 'success', text: verificationEmailSent(email) };
  } catch (error) {
    return failure(error);
  }
}

/** The signed-in user as the provider knows it now; null when that cannot be told (offline). */
export async function reloadedUser(): Promise<AuthUser | null> {
  try {
    return await (await loadAuthService()).reloadUser();
  } catch {
    return null;
  }
}
