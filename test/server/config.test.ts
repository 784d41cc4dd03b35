// Environment settings: defaults, normalisation, and a clear error for a wrong value.
import path from 'node:path';
import { buildClientConfig } from '@/server/clientConfig';
import { ConfigError, loadConfig } from '@/server/config';

describe('server configuration', () => {
  it('uses the documented defaults with an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      sqliteFile: path.resolve('data/shop.sqlite'),
      imageBaseUrl: '/images/products/',
      firebase: undefined,
      registeredDisplayName: 'Shop Kunde',
      authEmulatorPort: 9099,
      logLevel: 'warn',
    });
  });

  it('adds the missing slash to IMAGE_BASE_URL and accepts a CDN URL', () => {
    expect(loadConfig({ IMAGE_BASE_URL: 'https://cdn.example.com/shop' }).imageBaseUrl).toBe(
      'https://cdn.example.com/shop/',
    );
  });

  it.each<[Record<string, string>, RegExp]>([
    [{ PORT: 'abc' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a PostgreSQL URL/],
    [{ IMAGE_BASE_URL: 'images/' }, /IMAGE_BASE_URL must start with/],
    [{ FIREBASE_API_KEY: 'k' }, /missing FIREBASE_AUTH_DOMAIN, FIREBASE_PROJECT_ID/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
  ])('refuses %p with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('client configuration', () => {
  it('points the client at the emulator when no Firebase project is configured', () => {
    const config = buildClientConfig(loadConfig({}), { url: 'http://127.0.0.1:9099', projectId: 'demo-shop' });
    expect(config).toEqual({
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: 'demo-shop.firebaseapp.com',
        projectId: 'demo-shop',
        emulatorUrl: 'http://127.0.0.1:9099',
      },
      registeredDisplayName: 'Shop Kunde',
    });
  });

  it('hands the real project settings to the client, without an emulator URL', () => {
    const env = {
      FIREBASE_API_KEY: 'AIza-test',
      FIREBASE_AUTH_DOMAIN: 'shop.firebaseapp.com',
      FIREBASE_PROJECT_ID: 'shop',
      SHOP_DISPLAY_NAME: 'Neukunde',
    };
    expect(buildClientConfig(loadConfig(env))).toEqual({
      firebase: { apiKey: 'AIza-test', authDomain: 'shop.firebaseapp.com', projectId: 'shop' },
      registeredDisplayName: 'Neukunde',
    });
  });
});
