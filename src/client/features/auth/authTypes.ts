// The auth feature's types. The store keeps plain, serialisable data only.
export type AuthStatus = 'idle' | 'pending' | 'succeeded' | 'failed';
export interface AuthMessage {
  kind: 'success' | 'error';
  text: string;
}
export interface AuthState {
  user: AuthUser | null;
  status: AuthStatus;
  message: AuthMessage | null;
}
/** The part of the root state this feature reads: the reducer is mounted under `auth`. */
export interface AuthRootState {
  auth: AuthState;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
}

/** A sign-in or registration, with the green text (§8.3). */
export interface SignedIn {
  user: AuthUser;
  message: string;
}

export interface FailedRegistrationStep {
  step: 'displayName' | 'verificationEmail';
  code: string;
}

interface Registration {
  user: AuthUser;
  failedSteps: FailedRegistrationStep[];
}

/** The auth operations the shop needs, implemented by lazy/firebase.ts. */
export interface AuthService {
  signIn(email: string, password: string): Promise<AuthUser>;
  /** Rejects only when the account was not created; failed follow-up steps are listed. */
  register(email: string, password: string): Promise<Registration>;
  signOut(): Promise<void>;
  currentUser(): Promise<AuthUser | null>;
  /** Calls back with the user on every sign-in/sign-out (also from other tabs); returns unsubscribe. */
  watch(onChange: (user: AuthUser | null) => void): () => void;
  reloadUser(): Promise<AuthUser | null>;
  /** A fresh ID token of the signed-in user `uid` (for the favourites API), or null when another or no one is signed in. */
  idToken(uid: string, forceRefresh?: boolean): Promise<string | null>;
  sendPasswordReset(email: string, continueUrl: string): Promise<void>;
  resendVerificationEmail(continueUrl: string): Promise<void>;
  verifyPasswordResetCode(code: string): Promise<string>;
  confirmPasswordReset(code: string, newPassword: string): Promise<void>;
  applyActionCode(code: string): Promise<void>;
  /** Deletes the signed-in account; `auth/requires-recent-login` when its sign-in is too old. */
  deleteAccount(): Promise<void>;
  /** Signs the signed-in account in again with its password (before a deletion). */
  reauthenticate(password: string): Promise<void>;
}
