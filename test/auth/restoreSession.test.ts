// A returning shopper: Firebase kept the session in localStorage and the login marker holds the
// uid. A new page (a new store, a new Firebase app) restores the user in the background.
import { deleteApp, getApps } from 'firebase/app';
import { makeStore } from '@/client/app/store';
import { sessionRestoreRequested } from '@/client/features/auth/authListeners';
import { selectAuthUser } from '@/client/features/auth/authSlice';
import { signIn } from '@/client/features/auth/authThunks';
import { LOGIN_MARKER_KEY } from '@/client/features/auth/loginMarker';
import { createAccount } from './support/emulatorAdmin';
import { until } from '../support/eventually';

const email = 'kunde@example.com';
const password = 'geheim123';

/**
 * A reload: a new store, and a new Firebase app that knows only what it kept in localStorage
 * (the page before is closed: its app is deleted).
 */
async function openNewPage() {
  await Promise.all(getApps().map((app) => deleteApp(app)));
  const store = makeStore();
  store.dispatch(sessionRestoreRequested());
  return store;
}

describe('restoring the session on a new page', () => {
  it('puts the signed-in user back in the store without any click', async () => {
    const uid = await createAccount(email, password);
    const fetches = jest.spyOn(globalThis, 'fetch');
    await makeStore().dispatch(signIn({ email, password }));
    expect(window.localStorage.getItem(LOGIN_MARKER_KEY)).toBe(uid);
    // The page that signed in settles first: it asks for the account's favourites (requirements
    // §10.21) before its Firebase app is closed.
    await until(() => fetches.mock.calls.some(([url]) => typeof url === 'string' && url.includes('/api/favourites')));

    const store = await openNewPage();
    expect(selectAuthUser(store.getState())).toBeNull(); // nothing restored before the paint
    const user = await until(
      () => selectAuthUser(store.getState()),
      (value) => value !== null,
    );

    expect(user).toEqual({ uid, email, displayName: null, emailVerified: false });
    expect(window.localStorage.getItem(LOGIN_MARKER_KEY)).toBe(uid);
  });
});
