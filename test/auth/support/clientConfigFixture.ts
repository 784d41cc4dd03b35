// The <script id="shop-config"> block the server embeds in index.html, pointing at the test
// emulator, so the code under test reads its settings exactly as in production.
import type { ClientConfig } from '@/contract';
import { CLIENT_CONFIG_ELEMENT_ID } from '@/contract';
import { emulatorProjectId, emulatorUrl } from './emulatorAdmin';

export const TEST_DISPLAY_NAME = 'Test Kunde';

export function testClientConfig(emulatorUrlOverride?: string): ClientConfig {
  return {
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: `${emulatorProjectId()}.firebaseapp.com`,
      projectId: emulatorProjectId(),
      emulatorUrl: emulatorUrlOverride ?? emulatorUrl(),
    },
    registeredDisplayName: TEST_DISPLAY_NAME,
  };
}

export function embedClientConfig(config: ClientConfig): void {
  document.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.remove();
  const script = document.createElement('script');
  script.id = CLIENT_CONFIG_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(config);
  document.head.append(script);
}
