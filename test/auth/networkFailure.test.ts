// A sign-in service that cannot be reached (nothing listens on the configured port) is a real
// network failure for the SDK: auth/network-request-failed.
import { makeStore } from '@/client/app/store';
import { register, signIn } from '@/client/features/auth/authThunks';
import { selectAuthMessage } from '@/client/features/auth/authSlice';
import { NETWORK_FAILED_MESSAGE } from '@/client/features/auth/networkMessage';
import { findFreePort } from '@/server/auth/localPorts';
import { embedClientConfig, testClientConfig } from './support/clientConfigFixture';

beforeAll(async () => {
  embedClientConfig(testClientConfig(`http://127.0.0.1:${await findFreePort('127.0.0.1')}`));
});

describe('when the sign-in service cannot be reached', () => {
  it('sign-in says that the network failed', async () => {
    const store = makeStore();

    await store.dispatch(signIn({ email: 'kunde@example.com', password: 'geheim123' }));

    expect(selectAuthMessage(store.getState())).toEqual({ kind: 'error', text: NETWORK_FAILED_MESSAGE });
    expect(NETWORK_FAILED_MESSAGE).toMatch(/network/i);
  });

  it('register says that the network failed', async () => {
    const store = makeStore();

    await store.dispatch(register({ email: 'neu@example.com', password: 'geheim123' }));

    expect(selectAuthMessage(store.getState())).toEqual({ kind: 'error', text: NETWORK_FAILED_MESSAGE });
  });
});
