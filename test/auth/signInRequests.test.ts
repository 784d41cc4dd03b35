// What reaches Firebase: counted by a recording proxy between the SDK and the real emulator.
import { makeStore } from '@/client/app/store';
import { selectAuthMessage, selectAuthStatus } from '@/client/features/auth/authSlice';
import { signIn } from '@/client/features/auth/authThunks';
import { embedClientConfig, testClientConfig } from './support/clientConfigFixture';
import { createAccount, emulatorUrl } from './support/emulatorAdmin';
import { startRecordingProxy, type RecordingProxy } from './support/recordingProxy';

const email = 'kunde@example.com';
const password = 'geheim123';
let proxy: RecordingProxy;

beforeAll(async () => {
  proxy = await startRecordingProxy(emulatorUrl());
  embedClientConfig(testClientConfig(proxy.url));
});
afterAll(() => proxy.close());
beforeEach(() => {
  proxy.requests.length = 0;
  proxy.throttled.clear();
});

const signInCalls = () => proxy.requests.filter((path) => path.includes('accounts:signInWithPassword'));

describe('requests to Firebase', () => {
  it('sends one sign-in request for a double click and drops the second dispatch while pending', async () => {
    await createAccount(email, password);
    const store = makeStore();

    const first = store.dispatch(signIn({ email, password }));
    const second = store.dispatch(signIn({ email, password }));
    expect(selectAuthStatus(store.getState())).toBe('pending');
    const [firstResult, secondResult] = await Promise.all([first, second]);

    expect(firstResult.meta.requestStatus).toBe('fulfilled');
    expect(secondResult.meta).toMatchObject({ requestStatus: 'rejected', condition: true });
    expect(signInCalls()).toHaveLength(1);
  });

  it("shows 'Too many requests! Try again later.' when Firebase throttles the account", async () => {
    await createAccount(email, password);
    proxy.throttled.add('accounts:signInWithPassword');
    const store = makeStore();

    await store.dispatch(signIn({ email, password }));

    expect(signInCalls()).toHaveLength(1);
    expect(selectAuthMessage(store.getState())).toEqual({ kind: 'error', text: 'Too many requests! Try again later.' });
  });
});
