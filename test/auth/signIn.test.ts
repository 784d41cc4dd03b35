import { makeStore } from '@/client/app/store';
import { selectAuthMessage, selectAuthStatus, selectAuthUser } from '@/client/features/auth/authSlice';
import { signIn } from '@/client/features/auth/authThunks';
import { LOGIN_MARKER_KEY } from '@/client/features/auth/loginMarker';
import { createAccount, setEmailEnumerationProtection } from './support/emulatorAdmin';

const email = 'kunde@example.com';
const password = 'geheim123';

describe('signIn against the Auth emulator', () => {
  it('signs in, shows the green success text, keeps the plain user and marks the uid', async () => {
    const uid = await createAccount(email, password);
    const store = makeStore();

    await store.dispatch(signIn({ email, password }));

    const state = store.getState();
    expect(selectAuthMessage(state)).toEqual({ kind: 'success', text: 'You have loged in successfully!' });
    expect(selectAuthStatus(state)).toBe('succeeded');
    expect(selectAuthUser(state)).toEqual({ uid, email, displayName: null, emailVerified: false });
    expect(window.localStorage.getItem(LOGIN_MARKER_KEY)).toBe(uid);
  });

  it("says 'password is wrong!' for a wrong password and leaves the marker alone", async () => {
    await createAccount(email, password);
    const store = makeStore();

    await store.dispatch(signIn({ email, password: 'falsch999' }));

    expect(selectAuthMessage(store.getState())).toEqual({ kind: 'error', text: 'password is wrong!' });
    expect(selectAuthStatus(store.getState())).toBe('failed');
    expect(selectAuthUser(store.getState())).toBeNull();
    expect(window.localStorage.getItem(LOGIN_MARKER_KEY)).toBeNull();
  });

  it("says 'this email is not registered!' for an unknown email", async () => {
    const store = makeStore();

    await store.dispatch(signIn({ email: 'niemand@example.com', password }));

    expect(selectAuthMessage(store.getState())).toEqual({ kind: 'error', text: 'this email is not registered!' });
  });

  it('says that email or password is wrong when the project hides which one (invalid-credential)', async () => {
    await createAccount(email, password);
    await setEmailEnumerationProtection(true);
    const store = makeStore();

    await store.dispatch(signIn({ email, password: 'falsch999' }));
    const wrongPassword = selectAuthMessage(store.getState());
    await store.dispatch(signIn({ email: 'niemand@example.com', password }));

    expect(wrongPassword).toEqual({ kind: 'error', text: 'email or password is wrong!' });
    expect(selectAuthMessage(store.getState())).toEqual({ kind: 'error', text: 'email or password is wrong!' });
  });

  it('shows any other provider code raw, e.g. auth/invalid-email', async () => {
    const store = makeStore();

    await store.dispatch(signIn({ email: 'not-an-email', password }));

    expect(selectAuthMessage(store.getState())).toEqual({ kind: 'error', text: 'auth/invalid-email' });
  });
});
