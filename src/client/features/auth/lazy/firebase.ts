// The only module that imports Firebase Auth, reached through authService.ts's dynamic import(), so
// an anonymous visitor never downloads it.
import {
  applyActionCode,
  browserLocalPersistence,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
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
import type { AuthService, AuthUser, FailedRegistrationStep } from '../authTypes';

function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName, emailVerified: user.emailVerified };
}

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
  // initializeAuth, not getAuth: no popup/redirect resolver, no auth iframe script.
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
      // The account exists from here: the follow-up steps' failures must not undo it.
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
    sendPasswordReset: (email, continueUrl) => sendPasswordResetEmail(auth, email, { url: continueUrl }),
    async resendVerificationEmail(continueUrl) {
      await sendEmailVerification(await requiredUser(auth), { url: continueUrl });
    },
    verifyPasswordResetCode: (code) => verifyPasswordResetCode(auth, code),
    confirmPasswordReset: (code, newPassword) => confirmPasswordReset(auth, code, newPassword),
    applyActionCode: (code) => applyActionCode(auth, code),
    deleteAccount: async () => deleteUser(await requiredUser(auth)),
    async reauthenticate(password) {
      const user = await requiredUser(auth);
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
    },
  };
}

async function signedInUser(auth: Auth): Promise<User | null> {
  await auth.authStateReady();
  return auth.currentUser;
}

async function requiredUser(auth: Auth): Promise<User> {
  const user = await signedInUser(auth);
  if (!user) throw Object.assign(new Error('No one is signed in.'), { code: 'auth/no-current-user' });
  return user;
}
