import {
  authErrorCode,
  SIGN_IN_SUCCESS,
  signInErrorMessage,
  registeredMessage,
  registerErrorMessage,
  registerSuccess,
} from '@/client/features/auth/lazy/authMessages';
import { NETWORK_FAILED_MESSAGE } from '@/client/features/auth/networkMessage';

describe('sign-in error messages (spec section 8)', () => {
  it.each([
    ['auth/wrong-password', 'password is wrong!'],
    ['auth/user-not-found', 'this email is not registered!'],
    ['auth/too-many-requests', 'Too many requests! Try again later.'],
    ['auth/invalid-credential', 'email or password is wrong!'],
    ['auth/network-request-failed', NETWORK_FAILED_MESSAGE],
    ['auth/invalid-email', 'auth/invalid-email'],
    ['auth/user-disabled', 'auth/user-disabled'],
  ])('%s → %s', (code, message) => {
    expect(signInErrorMessage(code)).toBe(message);
  });

  it('names the network as the cause of a network failure', () => {
    expect(NETWORK_FAILED_MESSAGE).toBe(
      'Network error: the sign-in service cannot be reached. Check your connection and try again.',
    );
  });
});

describe('register error messages (spec section 8)', () => {
  it.each([
    ['auth/email-already-in-use', 'this email is registered before!'],
    ['auth/network-request-failed', NETWORK_FAILED_MESSAGE],
    ['auth/weak-password', 'auth/weak-password'],
    ['auth/invalid-email', 'auth/invalid-email'],
    // Sign-in texts do not leak into registration.
    ['auth/wrong-password', 'auth/wrong-password'],
  ])('%s → %s', (code, message) => {
    expect(registerErrorMessage(code)).toBe(message);
  });
});

describe('success texts keep the spec spelling', () => {
  it("'loged' and 'informations'", () => {
    expect(SIGN_IN_SUCCESS).toBe('You have loged in successfully!');
    expect(registerSuccess('a@b.de')).toBe('user created with this informations: a@b.de');
  });
});

describe('the green text after a registration', () => {
  it("is the spec's text alone when every step went through", () => {
    expect(registeredMessage('a@b.de', [])).toBe('user created with this informations: a@b.de');
  });

  it('adds one sentence with the code for each follow-up step that failed', () => {
    expect(
      registeredMessage('a@b.de', [
        { step: 'displayName', code: 'auth/network-request-failed' },
        { step: 'verificationEmail', code: 'auth/too-many-requests' },
      ]),
    ).toBe(
      'user created with this informations: a@b.de The display name could not be set (auth/network-request-failed).' +
        ' The confirmation email could not be sent (auth/too-many-requests).',
    );
  });
});

describe('authErrorCode', () => {
  it('reads the code of a Firebase error', () => {
    expect(
      authErrorCode(
        Object.assign(new Error('Firebase: Error (auth/wrong-password).'), { code: 'auth/wrong-password' }),
      ),
    ).toBe('auth/wrong-password');
  });

  it('treats a failed download of the Firebase chunk or of the settings as a network failure', () => {
    expect(authErrorCode(Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }))).toBe(
      'auth/network-request-failed',
    );
    expect(authErrorCode(new TypeError('Failed to fetch'))).toBe('auth/network-request-failed');
  });

  it('falls back to the error message, then to the value itself', () => {
    expect(authErrorCode(new Error('/client-config.json answered 500'))).toBe('/client-config.json answered 500');
    expect(authErrorCode('weird')).toBe('weird');
  });
});
