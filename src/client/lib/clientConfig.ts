// The run-time settings the server embeds in index.html; the dev server's page has none, so they
// are fetched there.
import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig } from '@/contract';
import { CLIENT_CONFIG_PATH } from '@/shopRoutes';

let pending: Promise<ClientConfig> | undefined;

/** The shop's client settings, read once per page (a failed fetch is retried on the next call). */
export function loadClientConfig(): Promise<ClientConfig> {
  pending ??= readClientConfig().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

async function readClientConfig(): Promise<ClientConfig> {
  const embedded = document.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.textContent?.trim();
  if (embedded) return JSON.parse(embedded) as ClientConfig;
  const response = await fetch(CLIENT_CONFIG_PATH, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${CLIENT_CONFIG_PATH} answered ${response.status}`);
  return (await response.json()) as ClientConfig;
}
