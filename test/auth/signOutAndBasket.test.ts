import { makeStore } from '@/client/app/store';
import { addToBasketClicked, signIn, signOutClicked } from '@/client/features/auth/authThunks';
import { selectAuthUser } from '@/client/features/auth/authSlice';
import { LOGIN_MARKER_KEY } from '@/client/features/auth/loginMarker';
import { createAccount } from './support/emulatorAdmin';

const email = 'kunde@example.com';
const password = 'geheim123';

async function signedInStore() {
  await createAccount(email, password);
  const store = makeStore();
  await store.dispatch(signIn({ email, password }));
  return store;
}

describe('the header login icon (sign out)', () => {
  it("signs out, sets the marker to 'out' and alerts 'Signed out successfully.'", async () => {
    const store = await signedInStore();

    await store.dispatch(signOutClicked());

    expect(window.alert).toHaveBeenCalledWith('Signed out successfully.');
    expect(window.localStorage.getItem(LOGIN_MARKER_KEY)).toBe('out');
    expect(selectAuthUser(store.getState())).toBeNull();
  });

  it("alerts 'You are not logged in!' when the marker is already 'out'", async () => {
    const store = await signedInStore();
    await store.dispatch(signOutClicked());
    jest.mocked(window.alert).mockClear();

    await store.dispatch(signOutClicked());

    expect(window.alert).toHaveBeenCalledTimes(1);
    expect(window.alert).toHaveBeenCalledWith('You are not logged in!');
  });

  it("alerts 'You are not logged in!' when there is no marker at all", async () => {
    await makeStore().dispatch(signOutClicked());

    expect(window.alert).toHaveBeenCalledWith('You are not logged in!');
    expect(window.localStorage.getItem(LOGIN_MARKER_KEY)).toBeNull();
  });
});

describe("'Add to Basket'", () => {
  it("alerts 'YES' when a user is signed in", async () => {
    const store = await signedInStore();

    await store.dispatch(addToBasketClicked());

    expect(window.alert).toHaveBeenCalledWith('YES');
  });

  it("alerts 'NO' after the user signed out", async () => {
    const store = await signedInStore();
    await store.dispatch(signOutClicked());
    jest.mocked(window.alert).mockClear();

    await store.dispatch(addToBasketClicked());

    expect(window.alert).toHaveBeenCalledWith('NO');
  });

  it("alerts 'NO' for a visitor who never signed in", async () => {
    await makeStore().dispatch(addToBasketClicked());

    expect(window.alert).toHaveBeenCalledWith('NO');
  });
});
