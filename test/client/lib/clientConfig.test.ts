import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createShopServices } from '@/client/app/services';
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
  configRequests = 0;
  configStatus = 200;
  document.head.innerHTML = '';
});

/** The settings as a new store (a new page) reads them: each test makes its own. */
const newPageConfig = () => createShopServices().clientConfig;

describe("the store's client settings", () => {
  it('are read from what the server embedded in index.html, without a request', async () => {
    document.head.innerHTML = `<script id="shop-config" type="application/json">${JSON.stringify({ ...config, registeredDisplayName: 'Embedded' })}</script>`;

    await expect(newPageConfig()()).resolves.toMatchObject({ registeredDisplayName: 'Embedded' });
    expect(configRequests).toBe(0);
  });

  it('are fetched from /client-config.json once per store when nothing is embedded (webpack dev server)', async () => {
    const load = newPageConfig();

    await expect(load()).resolves.toEqual(config);
    await load();
    expect(configRequests).toBe(1);
    await newPageConfig()(); // another store (page) reads them for itself
    expect(configRequests).toBe(2);
  });

  it('fail with the status when they cannot be fetched, and are tried again next time', async () => {
    const load = newPageConfig();
    configStatus = 503;
    await expect(load()).rejects.toThrow('/client-config.json answered 503');

    configStatus = 200;
    await expect(load()).resolves.toEqual(config);
    expect(configRequests).toBe(2);
  });
});
