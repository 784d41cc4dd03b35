// What the store keeps of a Firebase user: plain, serialisable data only.
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
}

/** The auth operations the shop needs, implemented by firebase.ts (loaded lazily). */
export interface AuthService {
  signIn(email: string, password: string): Promise<AuthUser>;
  /** Creates the account, sets the display name and requests the verification email. */
  register(email: string, password: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  /** The signed-in user once the persisted session has been read, or null. */
  currentUser(): Promise<AuthUser | null>;
  /** Calls back with the user on every sign-in/sign-out (also from other tabs); returns unsubscribe. */
  watch(onChange: (user: AuthUser | null) => void): () => void;
}
