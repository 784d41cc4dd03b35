// The texts of the account features (docs/requirements.md §10.18–§10.20): password reset, email
// verification and the action page. Kept out of authMessages.ts, which the thunks' work in
// Firebase's chunk loads too.
import { signInErrorMessage } from './authMessages';

export const passwordResetSent = (email: string): string =>
  `If an account exists for ${email}, we have sent a link to reset the password.`;
export const verificationEmailSent = (email: string): string => `We have sent a new verification email to ${email}.`;

export const EMAIL_NOT_VERIFIED = 'Your email address is not verified yet.';
export const EMAIL_VERIFIED = 'Your email address is verified.';

export const CHECKING_LINK = 'Checking your link…';
export const PASSWORD_CHANGED = 'Your password has been changed. You can sign in with the new one now.';
export const UNKNOWN_ACTION_LINK =
  'This link cannot be used: it is not complete, or it is not one of the links the shop sends. Open the link from the email again.';

/** A code that can never work again: the shopper needs a new link. */
const DEAD_CODES: Readonly<Record<string, string>> = {
  'auth/expired-action-code': 'This link has expired.',
  'auth/invalid-action-code': 'This link is no longer valid: it has been used already, or a newer one was sent.',
};

const ACTION_MESSAGES: Readonly<Record<string, string>> = {
  ...DEAD_CODES,
  'auth/weak-password': 'The new password is too weak: choose a longer one (at least 6 characters).',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/user-not-found': 'There is no account for this link any more.',
};

/** The red text for a provider error on the action page; the sign-in texts next, then the raw code (§8.1). */
export function actionErrorMessage(code: string): string {
  return ACTION_MESSAGES[code] ?? signInErrorMessage(code);
}

/** Whether the link's code is used up or expired (rather than the new password being refused). */
export const isDeadCode = (code: string): boolean => code in DEAD_CODES;
