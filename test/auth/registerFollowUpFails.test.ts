// Registration creates the account first (Firebase then holds the shopper's session), and only
// then sets the display name and requests the verification email. When one of those later steps
// fails, the shopper is registered and signed in all the same, and the green text says what failed.
// The failures are made by a proxy in front of the real emulator that throttles one endpoint.
import { getAuth, signOut } from 'firebase/auth';
import { makeStore } from '@/client/app/store';
import { addToBasketClicked, register, signOutClicked } from '@/client/features/auth/authThunks';
import { selectAuthMessage, selectAuthUser } from '@/client/features/auth/authSlice';
import { LOGIN_MARKER_KEY } from '@/client/features/auth/loginMarker';
import { embedClientConfig, TEST_DISPLAY_NAME, testClientConfig } from './support/clientConfigFixture';
import { accountByEmail, emulatorUrl, verificationEmailsSentTo } from './support/emulatorAdmin';
import { startRecordingProxy, type RecordingProxy } from './support/recordingProxy';
import { until } from '../support/eventually';

const email = 'neu@example.com';
const password = 'geheim123';
const SEND_EMAIL = 'accounts:sendOobCode'; // sendEmailVerification
const UPDATE_PROFILE = 'accounts:update'; // updateProfile
let proxy: RecordingProxy;

beforeAll(async () => {
  proxy = await startRecordingProxy(emulatorUrl());
  embedClientConfig(testClientConfig(proxy.url));
});
afterAll(() => proxy.close());
beforeEach(() => proxy.throttled.clear());

describe('register when a step after creating the account fails', () => {
  it('keeps the shopper registered and signed in, and says the confirmation email could not be sent', async () => {
    proxy.throttled.add(SEND_EMAIL);
    const emailsBefore = (await verificationEmailsSentTo(email)).length;
    const store = makeStore();

    await store.dispatch(register({ email, password }));

    expect(selectAuthMessage(store.getState())).toEqual({
      kind: 'success',
      text: 'user created with this informations: neu@example.com The confirmation email could not be sent (auth/too-many-requests).',
    });
    const account = await accountByEmail(email);
    expect(account?.displayName).toBe(TEST_DISPLAY_NAME);
    expect(await verificationEmailsSentTo(email)).toHaveLength(emailsBefore);
    expect(window.localStorage.getItem(LOGIN_MARKER_KEY)).toBe(account?.localId);
    expect(selectAuthUser(store.getState())).toMatchObject({
      uid: account?.localId,
      email,
      displayName: TEST_DISPLAY_NAME,
    });
  });

  it('says the display name could not be set, and still requests the verification email', async () => {
    proxy.throttled.add(UPDATE_PROFILE);
    const emailsBefore = (await verificationEmailsSentTo(email)).length;
    const store = makeStore();

    await store.dispatch(register({ email, password }));

    expect(selectAuthMessage(store.getState())).toEqual({
      kind: 'success',
      text: 'user created with this informations: neu@example.com The display name could not be set (auth/too-many-requests).',
    });
    expect((await accountByEmail(email))?.displayName).toBeUndefined();
    expect(await verificationEmailsSentTo(email)).toHaveLength(emailsBefore + 1);
    expect(selectAuthUser(store.getState())).toMatchObject({ email, displayName: null });
  });

  it("lets that shopper add to the basket ('YES') and sign out ('Signed out successfully.')", async () => {
    proxy.throttled.add(SEND_EMAIL);
    const store = makeStore();
    await store.dispatch(register({ email, password }));

    await store.dispatch(addToBasketClicked());
    await store.dispatch(signOutClicked());

    expect(jest.mocked(window.alert).mock.calls).toEqual([['YES'], ['Signed out successfully.']]);
    expect(window.localStorage.getItem(LOGIN_MARKER_KEY)).toBe('out');
  });

  it('watches the session like any sign-in: a sign-out elsewhere empties the store', async () => {
    proxy.throttled.add(SEND_EMAIL);
    const store = makeStore(); // its listeners keep their own session watch
    await store.dispatch(register({ email, password }));
    expect(selectAuthUser(store.getState())).not.toBeNull();

    await signOut(getAuth()); // as another tab of the shop would
    await until(() => selectAuthUser(store.getState()) === null);

    expect(selectAuthUser(store.getState())).toBeNull();
    expect(window.localStorage.getItem(LOGIN_MARKER_KEY)).toBe('out');
  });
});
