// The provider calls of the action page (/auth/action), each answered as what the page shows next.
import type { AppDispatch } from '@/client/app/hooks';
import { authStateChanged } from '../authSlice';
import { authErrorCode, actionErrorMessage, EMAIL_VERIFIED, isDeadCode, PASSWORD_CHANGED } from './authMessages';
import { reloadedUser } from './accountRequests';
import type { LoadAuthService } from '../authService';

export type ActionOutcome =
  | { kind: 'newPasswordForm'; email: string }
  | { kind: 'success'; text: string }
  /** `deadLink`: the code is used up or expired, so only a new email helps. */
  | { kind: 'error'; text: string; deadLink: boolean };

const failed = (error: unknown): ActionOutcome => {
  const code = authErrorCode(error);
  return { kind: 'error', text: actionErrorMessage(code), deadLink: isDeadCode(code) };
};

export async function checkResetCode(loadAuthService: LoadAuthService, code: string): Promise<ActionOutcome> {
  try {
    return { kind: 'newPasswordForm', email: await (await loadAuthService()).verifyPasswordResetCode(code) };
  } catch (error) {
    return failed(error);
  }
}

export async function saveNewPassword(
  loadAuthService: LoadAuthService,
  code: string,
  newPassword: string,
): Promise<ActionOutcome> {
  try {
    await (await loadAuthService()).confirmPasswordReset(code, newPassword);
    return { kind: 'success', text: PASSWORD_CHANGED };
  } catch (error) {
    return failed(error);
  }
}

/** A verification link; a shopper signed in on this browser then shows as verified at once. */
export async function verifyEmail(
  loadAuthService: LoadAuthService,
  code: string,
  dispatch: AppDispatch,
): Promise<ActionOutcome> {
  try {
    await (await loadAuthService()).applyActionCode(code);
  } catch (error) {
    return failed(error);
  }
  const user = await reloadedUser(loadAuthService);
  if (user) dispatch(authStateChanged(user));
  return { kind: 'success', text: EMAIL_VERIFIED };
}
