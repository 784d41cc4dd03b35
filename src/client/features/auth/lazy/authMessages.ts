// The status bubble's texts (docs/requirements.md §8, §10.18–§10.20): Firebase code -> text, codes
// not named are shown raw ('auth/invalid-email'). Only lazy modules import them.
import { NETWORK_FAILED_MESSAGE } from '../networkMessage';
import type { FailedRegistrationStep } from '../authTypes';
import * as i18n from '@/client/i18n/i18n';

export const SIGN_IN_SUCCESS = i18n._({ id: 'auth.signIn.success', message: 'You have loged in successfully!' });

const SIGN_IN_MESSAGES: Readonly<Record<string, string>> = {
  'auth/wrong-password': i18n._({ id: 'auth.signIn.wrongPassword', message: 'password is wrong!' }),
  'auth/user-not-found': i18n._({ id: 'auth.signIn.userNotFound', message: 'this email is not registered!' }),
  'auth/too-many-requests': i18n._({
    id: 'auth.signIn.tooManyRequests',
    message: 'Too many requests! Try again later.',
  }),
  // Email-enumeration protection: the provider does not say which of the two was wrong.
  'auth/invalid-credential': i18n._({ id: 'auth.signIn.invalidCredential', message: 'email or password is wrong!' }),
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
export const registerSuccess = (email: string): string =>
  i18n._({ id: 'auth.register.success', message: 'user created with this informations: {email}', values: { email } });

/** A failed step's sentence, with the provider's code. */
const FAILED_STEP_SENTENCES: Readonly<Record<FailedRegistrationStep['step'], (code: string) => string>> = {
  displayName: (code) =>
    i18n._({
      id: 'auth.register.displayNameFailed',
      message: 'The display name could not be set ({code}).',
      values: { code },
    }),
  verificationEmail: (code) =>
    i18n._({
      id: 'auth.register.verificationEmailFailed',
      message: 'The confirmation email could not be sent ({code}).',
      values: { code },
    }),
};

/** The spec's success text, then a sentence per failed follow-up step. */
export function registeredMessage(email: string, failedSteps: readonly FailedRegistrationStep[]): string {
  const notes = failedSteps.map(({ step, code }) => ` ${FAILED_STEP_SENTENCES[step](code)}`);
  return registerSuccess(email) + notes.join('');
}

const REGISTER_MESSAGES: Readonly<Record<string, string>> = {
  'auth/email-already-in-use': i18n._({ id: 'auth.register.emailInUse', message: 'this email is registered before!' }),
  'auth/network-request-failed': NETWORK_FAILED_MESSAGE,
};

export function registerErrorMessage(code: string): string {
  return REGISTER_MESSAGES[code] ?? code;
}

// The account features: password reset, email verification, the action page (§10.18–§10.20).
export const passwordResetSent = (email: string): string =>
  i18n._({
    id: 'auth.passwordReset.sent',
    message: 'If an account exists for {email}, we have sent a link to reset the password.',
    values: { email },
  });
export const verificationEmailSent = (email: string): string =>
  i18n._({
    id: 'auth.verification.sent',
    message: 'We have sent a new verification email to {email}.',
    values: { email },
  });

export const EMAIL_NOT_VERIFIED = i18n._({
  id: 'auth.verification.notVerified',
  message: 'Your email address is not verified yet.',
});
export const EMAIL_VERIFIED = i18n._({ id: 'auth.verification.verified', message: 'Your email address is verified.' });

export const CHECKING_LINK = i18n._({ id: 'auth.action.checking', message: 'Checking your link…' });
export const PASSWORD_CHANGED = i18n._({
  id: 'auth.action.passwordChanged',
  message: 'Your password has been changed. You can sign in with the new one now.',
});
export const UNKNOWN_ACTION_LINK = i18n._({
  id: 'auth.action.unknownLink',
  message:
    'This link cannot be used: it is not complete, or it is not one of the links the shop sends. Open the link from the email again.',
});

/** A code that can never work again: the shopper needs a new link. */
const DEAD_CODES: Readonly<Record<string, string>> = {
  'auth/expired-action-code': i18n._({ id: 'auth.action.expired', message: 'This link has expired.' }),
  'auth/invalid-action-code': i18n._({
    id: 'auth.action.invalid',
    message: 'This link is no longer valid: it has been used already, or a newer one was sent.',
  }),
};

const ACTION_MESSAGES: Readonly<Record<string, string>> = {
  ...DEAD_CODES,
  'auth/weak-password': i18n._({
    id: 'auth.action.weakPassword',
    message: 'The new password is too weak: choose a longer one (at least 6 characters).',
  }),
  'auth/user-disabled': i18n._({ id: 'auth.action.userDisabled', message: 'This account has been disabled.' }),
  'auth/user-not-found': i18n._({
    id: 'auth.action.userNotFound',
    message: 'There is no account for this link any more.',
  }),
};

/** The red text for a provider error on the action page; the sign-in texts next, then the raw code. */
export function actionErrorMessage(code: string): string {
  return ACTION_MESSAGES[code] ?? signInErrorMessage(code);
}

export const isDeadCode = (code: string): boolean => code in DEAD_CODES;
