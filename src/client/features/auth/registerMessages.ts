// The texts of a registration (docs/requirements.md §4.5, §8.2, §8.3). Only the login screen
// registers, so they come with registration.ts in Firebase's chunk, not in the first load.
import { NETWORK_FAILED_MESSAGE } from './firstLoadMessages';
import type { FailedRegistrationStep } from './authUser';

export const registerSuccess = (email: string): string => `user created with this informations: ${email}`;

const FAILED_STEP_SENTENCES: Readonly<Record<FailedRegistrationStep['step'], string>> = {
  displayName: 'The display name could not be set',
  verificationEmail: 'The confirmation email could not be sent',
};

/**
 * The green text after a registration: the spec's success text, then one sentence per follow-up
 * step that failed, so the shopper learns it without being told the account was not created.
 */
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
