// A returning shopper: Firebase kept the session in localStorage and the login marker holds the
// uid. A new page (fresh modules, fresh Firebase app) restores the user in the background.
import { makeStore } from '@/client/app/store';
import { selectAuthUser } from '@/client/features/auth/authSlice';
import { signIn } from '@/client/features/auth/authThunks';
import { LOGIN_MARKER_KEY } from '@/client/features/auth/loginMarker';
import { createAccount } from './support/emulatorAdmin';
import { until } from '../support/eventually';

type StoreModule = typeof import('@/client/app/store');
type ListenersModule = typeof import('@/client/features/auth/authListeners');

const email = 'kunde@example.com';
const password = 'geheim123';

/** Loads the app's modules again, as a reload of the page would. */
async function openNewPage() {
  let page: { store: StoreModule; listeners: ListenersModule } | undefined;
  await jest.isolateModulesAsync(async () => {
    page = {
      store: await import('@/client/app/store'),
      listeners: await import('@/client/features/auth/authListeners'),
    };
  });
  if (!page) throw new Error('modules not loaded');
  const store = page.store.makeStore();
  store.dispatch(page.listeners.sessionRestoreRequested());
  return store;
}

describe('restoring the session on a new page', () => {
  it('puts the signed-in user back in the store without any click', async () => {
    const uid = await createAccount(email, password);
    const fetches = jest.spyOn(globalThis, 'fetch');
    await makeStore().dispatch(signIn({ email, password }));
    expect(window.localStorage.getItem(LOGIN_MARKER_KEY)).toBe(uid);
    // The page that signed in settles first: it asks for the account's favourites (requirements
    // §10.21). Its lazy code still on the way would load inside the new page's module registry.
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
