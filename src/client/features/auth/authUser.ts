// What the store keeps of a Firebase user: plain, serialisable data only.
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
}

/** A shopper just signed in (by a sign-in or a registration) and the green text to show (§8.3). */
export interface SignedIn {
  user: AuthUser;
  message: string;
}

/** A registration step after the account exists that did not go through, with the Firebase code. */
export interface FailedRegistrationStep {
  step: 'displayName' | 'verificationEmail';
  code: string;
}

/** A created account: the user is signed in even when a follow-up step failed. */
export interface Registration {
  user: AuthUser;
  failedSteps: FailedRegistrationStep[];
}

/** The auth operations the shop needs, implemented by firebase.ts (loaded lazily). */
export interface AuthService {
  signIn(email: string, password: string): Promise<AuthUser>;
  /**
   * Creates the account (which signs the user in), then sets the display name and requests the
   * verification email. Rejects only when the account was not created; the follow-up steps that
   * failed are listed in the result.
   */
  register(email: string, password: string): Promise<Registration>;
  signOut(): Promise<void>;
  /** The signed-in user once the persisted session has been read, or null. */
  currentUser(): Promise<AuthUser | null>;
  /** Calls back with the user on every sign-in/sign-out (also from other tabs); returns unsubscribe. */
  watch(onChange: (user: AuthUser | null) => void): () => void;
  /** The signed-in user read again from the provider (an address verified elsewhere), or null. */
  reloadUser(): Promise<AuthUser | null>;
  /** A fresh ID token of the signed-in user `uid` (for the favourites API), or null when another or no one is signed in. */
  idToken(uid: string, forceRefresh?: boolean): Promise<string | null>;
  /** Asks the provider to mail a reset link to `email`; the link leads back to `continueUrl`. */
  sendPasswordReset(email: string, continueUrl: string): Promise<void>;
  /** Mails the signed-in user a new verification link leading back to `continueUrl`. */
  resendVerificationEmail(continueUrl: string): Promise<void>;
  /** The email address a reset code belongs to; rejects for a used, expired or broken code. */
  verifyPasswordResetCode(code: string): Promise<string>;
  confirmPasswordReset(code: string, newPassword: string): Promise<void>;
  /** Applies an email-verification code. */
  applyActionCode(code: string): Promise<void>;
}
