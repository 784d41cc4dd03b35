import { makeStore } from '@/client/app/store';
import { register } from '@/client/features/auth/authThunks';
import { selectAuthMessage, selectAuthUser } from '@/client/features/auth/authSlice';
import { LOGIN_MARKER_KEY } from '@/client/features/auth/loginMarker';
import { TEST_DISPLAY_NAME } from './support/clientConfigFixture';
import { accountByEmail, createAccount, verificationEmailsSentTo } from './support/emulatorAdmin';

const email = 'neu@example.com';
const password = 'geheim123';

describe('register against the Auth emulator', () => {
  it('creates the account and shows the green text with the email', async () => {
    const store = makeStore();

    await store.dispatch(register({ email, password }));

    expect(selectAuthMessage(store.getState())).toEqual({
      kind: 'success',
      text: 'user created with this informations: neu@example.com',
    });
    const account = await accountByEmail(email);
    expect(account).toBeDefined();
    expect(window.localStorage.getItem(LOGIN_MARKER_KEY)).toBe(account?.localId);
  });

  it("sets the shop's configured display name on the new account", async () => {
    const store = makeStore();

    await store.dispatch(register({ email, password }));

    expect((await accountByEmail(email))?.displayName).toBe(TEST_DISPLAY_NAME);
    expect(selectAuthUser(store.getState())).toMatchObject({
      email,
      displayName: TEST_DISPLAY_NAME,
      emailVerified: false,
    });
  });

  it('requests one verification email for the new address', async () => {
    const store = makeStore();
    // The emulator keeps its mail box when accounts are wiped, so count what this test adds.
    const before = (await verificationEmailsSentTo(email)).length;

    await store.dispatch(register({ email, password }));

    expect(await verificationEmailsSentTo(email)).toHaveLength(before + 1);
  });

  it("says 'this email is registered before!' when the email already has an account", async () => {
    await createAccount(email, password);
    const store = makeStore();

    await store.dispatch(register({ email, password: 'anderes456' }));

    expect(selectAuthMessage(store.getState())).toEqual({ kind: 'error', text: 'this email is registered before!' });
    expect(window.localStorage.getItem(LOGIN_MARKER_KEY)).toBeNull();
  });

  it('says the same when the shop registers the same email twice', async () => {
    const store = makeStore();

    await store.dispatch(register({ email, password }));
    await store.dispatch(register({ email, password }));

    expect(selectAuthMessage(store.getState())).toEqual({ kind: 'error', text: 'this email is registered before!' });
  });

  it('shows any other provider code raw, e.g. auth/weak-password', async () => {
    const store = makeStore();

    await store.dispatch(register({ email, password: '123' }));

    expect(selectAuthMessage(store.getState())).toEqual({ kind: 'error', text: 'auth/weak-password' });
    expect(await accountByEmail(email)).toBeUndefined();
  });
});
