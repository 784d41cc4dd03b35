// The auth thunks' work comes with Firebase's chunk (features/auth/lazy/). When that chunk itself cannot
// be downloaded (offline), the first load answers on its own: the network message of §8.1, alerted by
// the sign-out icon and 'Add to Basket' as their other failures are. Here the module cannot be loaded
// at all, as the chunk cannot offline.
import { makeStore } from '@/client/app/store';
import { addToBasketClicked, register, signIn, signOutClicked } from '@/client/features/auth/authThunks';
import { selectAuthMessage } from '@/client/features/auth/authSlice';
import { LOGIN_MARKER_KEY } from '@/client/features/auth/loginMarker';

type Store = ReturnType<typeof makeStore>;
const credentials = { email: 'kunde@example.com', password: 'geheim123' };
const NETWORK_FAILED = 'Network error: the sign-in service cannot be reached. Check your connection and try again.';

jest.mock('@/client/features/auth/lazy/sessionChanges', () => {
  throw Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
});

let alert: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe("when Firebase's chunk cannot be downloaded", () => {
  it.each([
    ['sign-in', (store: Store) => store.dispatch(signIn(credentials))],
    ['registration', (store: Store) => store.dispatch(register(credentials))],
  ])('%s shows the network message in the red bubble', async (_case, act) => {
    const store = makeStore();

    await act(store);

    expect(selectAuthMessage(store.getState())).toEqual({ kind: 'error', text: NETWORK_FAILED });
    expect(alert).not.toHaveBeenCalled();
  });

  it.each([
    ['the sign-out icon', (store: Store) => store.dispatch(signOutClicked())],
    ["'Add to Basket'", (store: Store) => store.dispatch(addToBasketClicked())],
  ])('%s alerts the network message when the marker holds a uid', async (_case, act) => {
    window.localStorage.setItem(LOGIN_MARKER_KEY, 'uid-1');

    const result = await act(makeStore());

    expect(alert.mock.calls).toEqual([[NETWORK_FAILED]]);
    expect(result.payload).toBe(NETWORK_FAILED);
    expect(window.localStorage.getItem(LOGIN_MARKER_KEY)).toBe('uid-1');
  });

  it("still answers a shopper nobody is signed in as: 'You are not logged in!' and 'NO'", async () => {
    const store = makeStore();

    await store.dispatch(signOutClicked());
    await store.dispatch(addToBasketClicked());

    expect(alert.mock.calls).toEqual([['You are not logged in!'], ['NO']]);
  });
});
