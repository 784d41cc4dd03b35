// The settings the client receives at run time (embedded in index.html and at /client-config.json).
import type { ClientConfig } from '../contract';
import type { ServerConfig } from './config';

/**
 * The emulator accepts any API key; the project id must start with 'demo-' for the shop's own.
 * An emulator at FIREBASE_AUTH_EMULATOR_HOST is used with whatever project is configured.
 */
export function buildClientConfig(config: ServerConfig, emulator?: { url: string; projectId: string }): ClientConfig {
  const firebase = config.firebase ?? {
    apiKey: 'demo-api-key',
    authDomain: `${emulator?.projectId ?? 'demo-shop'}.firebaseapp.com`,
    projectId: emulator?.projectId ?? 'demo-shop',
  };
  const emulatorUrl = config.authEmulatorHost
    ? `http://${config.authEmulatorHost}`
    : !config.firebase
      ? emulator?.url
      : undefined;
  return {
    firebase: { ...firebase, ...(emulatorUrl ? { emulatorUrl } : {}) },
    registeredDisplayName: config.registeredDisplayName,
    ...(config.analytics ? { analytics: config.analytics } : {}),
  };
}
