import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ClientConfig } from '@/contract';

const config: ClientConfig = {
  firebase: {
    apiKey: 'k',
    authDomain: 'demo-shop.firebaseapp.com',
    projectId: 'demo-shop',
    emulatorUrl: 'http://127.0.0.1:9099',
  },
  registeredDisplayName: 'Shop Kunde',
};
const configUrl = `${window.location.origin}/client-config.json`;
let configRequests = 0;
let configStatus = 200;
const server = setupServer(
  http.get(configUrl, () => {
    configRequests += 1;
    return configStatus === 200 ? HttpResponse.json(config) : HttpResponse.json({}, { status: configStatus });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  jest.resetModules(); // the settings are read once per page: every test is a new page
  configRequests = 0;
  configStatus = 200;
  document.head.innerHTML = '';
});

const loadClientConfig = async () => (await import('@/client/lib/clientConfig')).loadClientConfig();

describe('loadClientConfig', () => {
  it('reads the settings the server embedded in index.html, without a request', async () => {
    document.head.innerHTML = `<script id="shop-config" type="application/json">${JSON.stringify({ ...config, registeredDisplayName: 'Embedded' })}</script>`;

    await expect(loadClientConfig()).resolves.toMatchObject({ registeredDisplayName: 'Embedded' });
    expect(configRequests).toBe(0);
  });

  it('fetches /client-config.json once when nothing is embedded (webpack dev server)', async () => {
    const { loadClientConfig: load } = await import('@/client/lib/clientConfig');

    await expect(load()).resolves.toEqual(config);
    await load();
    expect(configRequests).toBe(1);
  });

  it('fails with the status when the settings cannot be fetched, and tries again next time', async () => {
    const { loadClientConfig: load } = await import('@/client/lib/clientConfig');
    configStatus = 503;
    await expect(load()).rejects.toThrow('/client-config.json answered 503');

    configStatus = 200;
    await expect(load()).resolves.toEqual(config);
    expect(configRequests).toBe(2);
  });
});
