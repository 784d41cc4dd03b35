// Environment settings: defaults, normalisation, and a clear error for a wrong value.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildClientConfig } from '@/server/clientConfig';
import { ConfigError, loadConfig, SETTINGS, usesAuthEmulator } from '@/server/config';

describe('server configuration', () => {
  it('uses the documented defaults with an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      hostFromEnv: false,
      databaseUrl: undefined,
      sqliteFile: path.resolve('data/shop.sqlite'),
      imageBaseUrl: '/images/products/',
      imageDir: path.resolve('data/images'),
      publicUrl: 'http://localhost:3000',
      firebase: undefined,
      registeredDisplayName: 'Shop Kunde',
      authEmulatorPort: 9099,
      authEmulatorHost: undefined,
      logLevel: 'warn',
      redisUrl: undefined,
      metricsPort: undefined,
      metricsHost: '127.0.0.1',
      shutdownDrainMs: 5000,
      searchRateLimit: 120,
      searchScanLimit: 100_000,
      orderRateLimit: 10,
      smtpUrl: undefined,
      mailFrom: 'Shop <shop@localhost>',
      mailDir: path.resolve('./data/mail'),
      mailRetryMaxMs: 60_000,
    });
  });

  it('reads the settings for running several copies', () => {
    expect(
      loadConfig({
        REDIS_URL: 'redis://10.0.0.2:6379/1',
        METRICS_PORT: '9464',
        METRICS_HOST: '0.0.0.0',
        SHUTDOWN_DRAIN_MS: '0',
        SEARCH_RATE_LIMIT: '600',
        ORDER_RATE_LIMIT: '30',
      }),
    ).toMatchObject({
      redisUrl: 'redis://10.0.0.2:6379/1',
      metricsPort: 9464,
      metricsHost: '0.0.0.0',
      shutdownDrainMs: 0,
      searchRateLimit: 600,
      orderRateLimit: 30,
    });
    expect(loadConfig({ SEARCH_RATE_LIMIT: '0' }).searchRateLimit).toBe(0);
    expect(loadConfig({ ORDER_RATE_LIMIT: '0' }).orderRateLimit).toBe(0);
  });

  it('reads how many products one search may read, and refuses none or a word', () => {
    expect(loadConfig({ SEARCH_SCAN_LIMIT: '2000000' }).searchScanLimit).toBe(2_000_000);
    expect(() => loadConfig({ SEARCH_SCAN_LIMIT: '0' })).toThrow(/SEARCH_SCAN_LIMIT must be a whole number/);
    expect(() => loadConfig({ SEARCH_SCAN_LIMIT: 'all' })).toThrow(/SEARCH_SCAN_LIMIT must be a whole number/);
  });

  // The emulator's ID tokens carry no signature: whoever reaches the shop could claim any account.
  it('listens on 127.0.0.1 in emulator mode and on every interface with a real project, unless HOST says', () => {
    const project = { FIREBASE_API_KEY: 'k', FIREBASE_AUTH_DOMAIN: 'd', FIREBASE_PROJECT_ID: 'p' };
    const emulatorHost = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    expect(usesAuthEmulator(loadConfig({}))).toBe(true);
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(usesAuthEmulator(loadConfig(project))).toBe(false);
    expect(loadConfig(project).host).toBe('0.0.0.0');
    expect(usesAuthEmulator(loadConfig({ ...project, ...emulatorHost }))).toBe(true);
    expect(loadConfig({ ...project, ...emulatorHost }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...emulatorHost }).authEmulatorHost).toBe('127.0.0.1:9099');
    expect(loadConfig({ HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0', hostFromEnv: true });
    expect(loadConfig({ ...project, HOST: '10.0.0.5' })).toMatchObject({ host: '10.0.0.5', hostFromEnv: true });
  });

  it('adds the missing slash to IMAGE_BASE_URL and accepts a CDN URL', () => {
    expect(loadConfig({ IMAGE_BASE_URL: 'https://cdn.example.com/shop' }).imageBaseUrl).toBe(
      'https://cdn.example.com/shop/',
    );
  });

  // Absolute URLs (canonical links, Open Graph, sitemap) come from PUBLIC_URL, never from a request's Host.
  it('takes PUBLIC_URL as an origin without the trailing slash, and defaults to localhost and PORT', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://Shop.Example/' }).publicUrl).toBe('https://shop.example');
    expect(loadConfig({ PUBLIC_URL: ' http://shop.example:8443 ' }).publicUrl).toBe('http://shop.example:8443');
    expect(loadConfig({ PORT: '8123' }).publicUrl).toBe('http://localhost:8123');
    // PORT 0: the port is known only once the server listens (buildApp asks for it then).
    expect(loadConfig({ PORT: '0' }).publicUrl).toBeUndefined();
  });

  it.each<[Record<string, string>, RegExp]>([
    [{ PUBLIC_URL: 'shop.example' }, /PUBLIC_URL is not a valid URL/],
    [{ PUBLIC_URL: 'ftp://shop.example' }, /PUBLIC_URL must start with 'http:\/\/' or 'https:\/\/'/],
    [{ PUBLIC_URL: 'https://shop.example/shop' }, /PUBLIC_URL must be the shop's origin only/],
    [{ PUBLIC_URL: 'https://shop.example/?a=1' }, /PUBLIC_URL must be the shop's origin only/],
    [{ PUBLIC_URL: 'https://shop.example/#top' }, /PUBLIC_URL must be the shop's origin only/],
    [{ PUBLIC_URL: 'https://user:secret@shop.example' }, /PUBLIC_URL must not contain a user or password/],
    [{ PORT: 'abc' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a PostgreSQL URL/],
    [{ IMAGE_BASE_URL: 'images/' }, /IMAGE_BASE_URL must start with/],
    [{ FIREBASE_API_KEY: 'k' }, /missing FIREBASE_AUTH_DOMAIN, FIREBASE_PROJECT_ID/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ REDIS_URL: '127.0.0.1:6379' }, /REDIS_URL must be a Redis URL/],
    [{ METRICS_PORT: 'metrics' }, /METRICS_PORT must be a whole number/],
    [{ SHUTDOWN_DRAIN_MS: '5s' }, /SHUTDOWN_DRAIN_MS must be a whole number/],
    [{ SEARCH_RATE_LIMIT: '-1' }, /SEARCH_RATE_LIMIT must be a whole number/],
    [{ MAIL_RETRY_MAX: '90' }, /MAIL_RETRY_MAX must be a whole number of seconds from 1 to 60/],
    [{ SEARCH_RATE_LIMIT: '2/s' }, /SEARCH_RATE_LIMIT must be a whole number/],
    [{ FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099' }, /FIREBASE_AUTH_EMULATOR_HOST must be host:port/],
    [{ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1' }, /FIREBASE_AUTH_EMULATOR_HOST must be host:port/],
  ])('refuses %p with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('analytics configuration', () => {
  const project = {
    FIREBASE_API_KEY: 'AIza-test',
    FIREBASE_AUTH_DOMAIN: 'shop.firebaseapp.com',
    FIREBASE_PROJECT_ID: 'shop',
  };
  const ids = { FIREBASE_APP_ID: '1:1234567890:web:0a1b2c3d4e5f', FIREBASE_MEASUREMENT_ID: 'G-ABC123XYZ' };

  it('is off unless both ids are given', () => {
    expect(loadConfig(project).analytics).toBeUndefined();
    expect(loadConfig({}).analytics).toBeUndefined();
  });

  it('takes both ids with a real project and hands them to the client', () => {
    const config = loadConfig({ ...project, ...ids });
    expect(config.analytics).toEqual({ appId: ids.FIREBASE_APP_ID, measurementId: ids.FIREBASE_MEASUREMENT_ID });
    expect(buildClientConfig(config).analytics).toEqual(config.analytics);
    expect(buildClientConfig(loadConfig(project))).not.toHaveProperty('analytics');
  });

  it.each([
    [{ ...project, FIREBASE_APP_ID: ids.FIREBASE_APP_ID }, /missing FIREBASE_MEASUREMENT_ID/],
    [{ ...project, FIREBASE_MEASUREMENT_ID: ids.FIREBASE_MEASUREMENT_ID }, /missing FIREBASE_APP_ID/],
    [ids, /needs a real Firebase project/],
    [{ ...project, ...ids, FIREBASE_APP_ID: 'shop-web' }, /FIREBASE_APP_ID must look like/],
    [{ ...project, ...ids, FIREBASE_MEASUREMENT_ID: 'UA-1234-1' }, /FIREBASE_MEASUREMENT_ID must look like/],
  ])('refuses an incomplete or malformed setting (%#)', (env, message) => {
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

  it('points the client at the emulator of FIREBASE_AUTH_EMULATOR_HOST, with or without a project', () => {
    const external = { FIREBASE_AUTH_EMULATOR_HOST: 'auth-emulator:9099' };
    expect(buildClientConfig(loadConfig(external)).firebase).toEqual({
      apiKey: 'demo-api-key',
      authDomain: 'demo-shop.firebaseapp.com',
      projectId: 'demo-shop',
      emulatorUrl: 'http://auth-emulator:9099',
    });
    const project = {
      FIREBASE_API_KEY: 'k',
      FIREBASE_AUTH_DOMAIN: 'shop.firebaseapp.com',
      FIREBASE_PROJECT_ID: 'shop',
    };
    expect(buildClientConfig(loadConfig({ ...project, ...external })).firebase).toEqual({
      apiKey: 'k',
      authDomain: 'shop.firebaseapp.com',
      projectId: 'shop',
      emulatorUrl: 'http://auth-emulator:9099',
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

// docs/operations.md's table is the owner's list: every declared setting is in it, with its default.
describe('the settings table', () => {
  const doc = readFileSync(path.join(__dirname, '../../docs/operations.md'), 'utf8');
  const table = doc.slice(doc.indexOf('## Settings'), doc.indexOf('`npm run dev` reads'));
  it.each(Object.entries(SETTINGS))('lists %s with its default', (name, { schema }) => {
    const row = table.split('\n').find((line) => line.startsWith('| ') && line.split('|')[1]?.includes(`\`${name}\``));
    expect(row).toBeDefined();
    if (schema.default !== undefined) expect(row?.split('|')[2]).toContain(`\`${String(schema.default)}\``);
  });
});
