// A sign-in service that cannot be reached (nothing listens on the configured port) is a real
// network failure for the SDK: auth/network-request-failed.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { makeStore } from '../../src/client/app/store';
import { register, selectAuthMessage, signIn } from '../../src/client/features/auth/authSlice';
import { NETWORK_FAILED_MESSAGE } from '../../src/client/features/auth/authMessages';
import { embedClientConfig, testClientConfig } from './support/clientConfigFixture';

async function portNobodyListensOn(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  embedClientConfig(testClientConfig(`http://127.0.0.1:${await portNobodyListensOn()}`));
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
