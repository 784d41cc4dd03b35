// The login and action screens' account calls, each answered with the bubble's message.
import type { AuthMessage, AuthUser } from '../authTypes';
import { authErrorCode, passwordResetSent, signInErrorMessage, verificationEmailSent } from './authMessages';
import type { LoadAuthService } from '../authService';
import { ROUTER_BASENAME } from '@/client/i18n/buildLanguage';

/** Where an account email's link continues: the login screen in the language the shopper asked in. */
const accountContinueUrl = (): string => `${window.location.origin}${ROUTER_BASENAME ?? ''}/login`;

const failure = (error: unknown): AuthMessage => ({ kind: 'error', text: signInErrorMessage(authErrorCode(error)) });

/** The same green text whether the address has an account or not: no one learns who shops here. */
export async function requestPasswordReset(loadAuthService: LoadAuthService, email: string): Promise<AuthMessage> {
  try {
    await (await loadAuthService()).sendPasswordReset(email, accountContinueUrl());
  } catch (error) {
    // Without email-enumeration protection (the emulator, older projects) the provider says so.
    if (authErrorCode(error) !== 'auth/user-not-found') return failure(error);
  }
  return { kind: 'success', text: passwordResetSent(email) };
}

export async function resendVerificationEmail(loadAuthService: LoadAuthService, email: string): Promise<AuthMessage> {
  try {
    await (await loadAuthService()).resendVerificationEmail(accountContinueUrl());
    return { kind: 'success', text: verificationEmailSent(email) };
  } catch (error) {
    return failure(error);
  }
}

/** The signed-in user as the provider knows it now; null when that cannot be told (offline). */
export async function reloadedUser(loadAuthService: LoadAuthService): Promise<AuthUser | null> {
  try {
    return await (await loadAuthService()).reloadUser();
  } catch {
    return null;
  }
}
