// The header's sign-out icon and 'Add to Basket' decide whether anyone may be signed in from the
// login marker and the store's user, and load Firebase only then. Firebase is a fake service here
// (as in the product page tests), so the tests can see whether it was loaded at all.
import { makeStore } from '@/client/app/store';
import { addToBasketClicked, signIn, signOutClicked } from '@/client/features/auth/authThunks';
import { selectAuthUser } from '@/client/features/auth/authSlice';
import type { AuthUser } from '@/client/features/auth/authTypes';
import { NETWORK_FAILED_MESSAGE } from '@/client/features/auth/networkMessage';
import { LOGIN_MARKER_KEY } from '@/client/features/auth/loginMarker';

const shopper: AuthUser = { uid: 'uid-1', email: 'kunde@example.com', displayName: null, emailVerified: false };
const service = { signIn: jest.fn(), signOut: jest.fn(), currentUser: jest.fn(), watch: jest.fn() };
const loadAuthService = jest.fn();
jest.mock('@/client/features/auth/authService', () => ({ createAuthService: (): unknown => loadAuthService() }));
// Offline, downloading the Firebase chunk fails like this.
const offline = () => Promise.reject(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }));

let alert: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  loadAuthService.mockReset().mockResolvedValue(service);
  service.signIn.mockReset().mockResolvedValue(shopper);
  service.signOut.mockReset().mockResolvedValue(undefined);
  service.currentUser.mockReset().mockResolvedValue(shopper);
  service.watch.mockReset().mockReturnValue(() => undefined);
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** localStorage turned off (private mode, blocked storage): every access throws. */
function storageThrows(): void {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
}

async function signedInThisVisit() {
  const store = makeStore();
  await store.dispatch(signIn({ email: 'kunde@example.com', password: 'geheim123' }));
  expect(selectAuthUser(store.getState())).toEqual(shopper);
  alert.mockClear();
  loadAuthService.mockClear();
  return store;
}

describe('the sign-out icon', () => {
  it('signs out a shopper who signed in this visit although localStorage throws', async () => {
    storageThrows();
    const store = await signedInThisVisit();

    await store.dispatch(signOutClicked());

    expect(service.signOut).toHaveBeenCalledTimes(1);
    expect(alert.mock.calls).toEqual([['Signed out successfully.']]);
    expect(selectAuthUser(store.getState())).toBeNull();
  });

  it('signs out when the marker holds a uid and the session is not restored into the store yet', async () => {
    window.localStorage.setItem(LOGIN_MARKER_KEY, 'uid-1');

    await makeStore().dispatch(signOutClicked());

    expect(service.signOut).toHaveBeenCalledTimes(1);
    expect(alert.mock.calls).toEqual([['Signed out successfully.']]);
    expect(window.localStorage.getItem(LOGIN_MARKER_KEY)).toBe('out');
  });

  it.each([
    ['localStorage throws', storageThrows],
    ["the marker is 'out'", () => window.localStorage.setItem(LOGIN_MARKER_KEY, 'out')],
    ['there is no marker', () => undefined],
  ])(
    "says 'You are not logged in!' without loading Firebase when %s and no user is in the store",
    async (_case, arrange) => {
      arrange();

      await makeStore().dispatch(signOutClicked());

      expect(alert.mock.calls).toEqual([['You are not logged in!']]);
      expect(loadAuthService).not.toHaveBeenCalled();
    },
  );
});

describe("'Add to Basket'", () => {
  it.each([
    ['no marker', () => undefined],
    ["the marker 'out'", () => window.localStorage.setItem(LOGIN_MARKER_KEY, 'out')],
    ['localStorage that throws', storageThrows],
  ])("answers 'NO' to an offline anonymous shopper (%s) without loading Firebase", async (_case, arrange) => {
    arrange();
    loadAuthService.mockImplementation(offline);

    await makeStore().dispatch(addToBasketClicked());

    expect(alert.mock.calls).toEqual([['NO']]);
    expect(loadAuthService).not.toHaveBeenCalled();
  });

  it("asks Firebase for a shopper signed in this visit although localStorage throws: 'YES'", async () => {
    storageThrows();
    const store = await signedInThisVisit();

    await store.dispatch(addToBasketClicked());

    expect(service.currentUser).toHaveBeenCalledTimes(1);
    expect(alert.mock.calls).toEqual([['YES']]);
  });

  it("asks Firebase when the marker holds a uid: 'NO' when that session has ended", async () => {
    window.localStorage.setItem(LOGIN_MARKER_KEY, 'uid-of-an-ended-session');
    service.currentUser.mockResolvedValueOnce(null);

    await makeStore().dispatch(addToBasketClicked());

    expect(service.currentUser).toHaveBeenCalledTimes(1);
    expect(alert.mock.calls).toEqual([['NO']]);
  });

  it('says the network failed when the marker holds a uid and Firebase cannot be loaded', async () => {
    window.localStorage.setItem(LOGIN_MARKER_KEY, 'uid-1');
    loadAuthService.mockImplementation(offline);

    await makeStore().dispatch(addToBasketClicked());

    expect(alert.mock.calls).toEqual([[NETWORK_FAILED_MESSAGE]]);
  });
});
