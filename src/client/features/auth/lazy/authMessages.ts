// The status bubble's texts (docs/requirements.md §8, §10.18–§10.20): Firebase code -> text, codes
// not named are shown raw ('auth/invalid-email'). Only lazy modules import them.
import { NETWORK_FAILED_MESSAGE } from '../networkMessage';
import type { FailedRegistrationStep } from '../authTypes';

export const SIGN_IN_SUCCESS = 'You have loged in successfully!';

const SIGN_IN_MESSAGES: Readonly<Record<string, string>> = {
  'auth/wrong-password': 'password is wrong!',
  'auth/user-not-found': 'this email is not registered!',
  'auth/too-many-requests': 'Too many requests! Try again later.',
  // Email-enumeration protection: the provider does not say which of the two was wrong.
  'auth/invalid-credential': 'email or password is wrong!',
  'auth/network-request-failed': NETWORK_FAILED_MESSAGE,
};

export function signInErrorMessage(code: string): string {
  return SIGN_IN_MESSAGES[code] ?? code;
}

/** The Firebase code of any sign-in failure; a failed download counts as a network failure. */
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

// Registration (§4.5, §8.2).
export const registerSuccess = (email: string): string => `user created with this informations: ${email}`;

const FAILED_STEP_SENTENCES: Readonly<Record<FailedRegistrationStep['step'], string>> = {
  displayName: 'The display name could not be set',
  verificationEmail: 'The confirmation email could not be sent',
};

/** The spec's success text, then a sentence per failed follow-up step. */
export function registeredMessage(email: string, failedSteps: readonly FailedRegistrationStep[]): string {
  const notes = failedSteps.map(({ step, code }) => ` ${FAILED_STEP_SENTENCES[step]} (${code}).`);
  return registerSuccess(email) + notes.join('');
}

const REGISTER_MESSAGES: Readonly<Record<string, string>> = {
  'auth/email-already-in-use': 'this email is registered before!',
  'auth/network-request-failed': NETWORK_FAILED_MESSAGE,
};

export function registerErrorMessage(code: string): string {
  return REGISTER_MESSAGES[code] ?? code;
}

// The account features: password reset, email verification, the action page (§10.18–§10.20).
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

/** The red text for a provider error on the action page; the sign-in texts next, then the raw code. */
export function actionErrorMessage(code: string): string {
  return ACTION_MESSAGES[code] ?? signInErrorMessage(code);
}

export const isDeadCode = (code: string): boolean => code in DEAD_CODES;
