// The settings the client receives at run time (embedded in index.html and at /client-config.json).
import type { ClientConfig } from '../contract';
import type { ServerConfig } from './config';

/** The emulator accepts any API key; the project id must start with 'demo-'. */
export function buildClientConfig(config: ServerConfig, emulator?: { url: string; projectId: string }): ClientConfig {
  const firebase = config.firebase ?? {
    apiKey: 'demo-api-key',
    authDomain: `${emulator?.projectId ?? 'demo-shop'}.firebaseapp.com`,
    projectId: emulator?.projectId ?? 'demo-shop',
  };
  return {
    firebase: { ...firebase, ...(emulator && !config.firebase ? { emulatorUrl: emulator.url } : {}) },
    registeredDisplayName: config.registeredDisplayName,
  };
}
