import type { ClientConfig } from '../contract';
import type { ServerConfig } from './config';

/** The emulator accepts any API key; one at FIREBASE_AUTH_EMULATOR_HOST serves the configured project. */
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
