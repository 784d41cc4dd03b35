// The only module that imports the Firebase SDK. It is reached through a dynamic import() (see
// authService.ts), so webpack puts Firebase in its own chunk and an anonymous visitor never
// downloads it or talks to Firebase.
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  initializeAuth,
  onAuthStateChanged,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import type { ClientConfig } from '@/contract';
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
  const { apiKey, authDomain, projectId, emulatorUrl } = config.firebase;
  const app: FirebaseApp = initializeApp({ apiKey, authDomain, projectId });
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
      await auth.authStateReady();
      return auth.currentUser ? toAuthUser(auth.currentUser) : null;
    },
    watch: (onChange) => onAuthStateChanged(auth, (user) => onChange(user ? toAuthUser(user) : null)),
  };
}
