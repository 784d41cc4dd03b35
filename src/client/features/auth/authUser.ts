// What the store keeps of a Firebase user: plain, serialisable data only.
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
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
}
