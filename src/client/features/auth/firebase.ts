// The only module that imports Firebase Auth. It is reached through a dynamic import() (see
// authService.ts), so webpack puts Firebase in its own chunk and an anonymous visitor never
// downloads it or talks to Firebase (analytics, with consent, is features/analytics/tracker.ts).
import {
  applyActionCode,
  browserLocalPersistence,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  initializeAuth,
  onAuthStateChanged,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  verifyPasswordResetCode,
  type Auth,
  type User,
} from 'firebase/auth';
import type { ClientConfig } from '@/contract';
import { firebaseApp } from '@/client/lib/firebaseApp';
import { authErrorCode } from './authMessages';
import type { AuthService, AuthUser, FailedRegistrationStep } from './authUser';

function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName, emailVerified: user.emailVerified };
}

/** Runs a registration step that follows the account's creation; a failure is reported, not thrown. */
async function followUp(
  step: FailedRegistrationStep['step'],
  run: () => Promise<void>,
): Promise<FailedRegistrationStep[]> {
  try {
    await run();
    return [];
  } catch (error) {
    return [{ step, code: authErrorCode(error) }];
  }
}

function connect(config: ClientConfig): Auth {
  const { emulatorUrl } = config.firebase;
  const app = firebaseApp(config);
  // initializeAuth instead of getAuth: no popup/redirect resolver, so the browser does not fetch
  // the auth iframe script, and the chunk is smaller (docs/performance-history.md).
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
  return auth;
}

export function createAuthService(config: ClientConfig): AuthService {
  const auth = connect(config);
  return {
    async signIn(email, password) {
      const { user } = await signInWithEmailAndPassword(auth, email, password);
      return toAuthUser(user);
    },
    async register(email, password) {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      // From here the account exists and Firebase holds its session: the registration succeeded,
      // whatever happens to the two steps below, so their failures must not undo it for the shop.
      const failedSteps = [
        ...(await followUp('displayName', () => updateProfile(user, { displayName: config.registeredDisplayName }))),
        ...(await followUp('verificationEmail', () => sendEmailVerification(user))),
      ];
      return { user: toAuthUser(user), failedSteps };
    },
    signOut: () => signOut(auth),
    async currentUser() {
      const user = await signedInUser(auth);
      return user ? toAuthUser(user) : null;
    },
    watch: (onChange) => onAuthStateChanged(auth, (user) => onChange(user ? toAuthUser(user) : null)),
    async reloadUser() {
      const user = await signedInUser(auth);
      if (!user) return null;
      await reload(user);
      return toAuthUser(user);
    },
    async idToken(uid, forceRefresh = false) {
      const user = await signedInUser(auth);
      // The token of whoever is signed in now: never one account's token for another's writes.
      return user?.uid === uid ? user.getIdToken(forceRefresh) : null;
    },
    // The link comes back to the shop: its own action page where the project's template points
    // there (README "Account features"), then `continueUrl`.
    sendPasswordReset: (email, continueUrl) => sendPasswordResetEmail(auth, email, { url: continueUrl }),
    async resendVerificationEmail(continueUrl) {
      const user = await signedInUser(auth);
      if (!user) throw Object.assign(new Error('No one is signed in.'), { code: 'auth/no-current-user' });
      await sendEmailVerification(user, { url: continueUrl });
    },
    verifyPasswordResetCode: (code) => verifyPasswordResetCode(auth, code),
    confirmPasswordReset: (code, newPassword) => confirmPasswordReset(auth, code, newPassword),
    applyActionCode: (code) => applyActionCode(auth, code),
  };
}

/** The signed-in user once the persisted session has been read (a page opened from an email link). */
async function signedInUser(auth: Auth): Promise<User | null> {
  await auth.authStateReady();
  return auth.currentUser;
}
