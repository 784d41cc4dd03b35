// The run-time settings the server embeds in index.html; the dev server's page has none, so they
// are fetched there. Each store reads them once (app/services.ts keeps the answer, not this module).
import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig } from '@/contract';
import { CLIENT_CONFIG_PATH } from '@/shopRoutes';

export type LoadClientConfig = () => Promise<ClientConfig>;

/** The shop's client settings as the page has them now (a failed fetch rejects with its status). */
export async function readClientConfig(): Promise<ClientConfig> {
  const embedded = document.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.textContent?.trim();
  if (embedded) return JSON.parse(embedded) as ClientConfig;
  const response = await fetch(CLIENT_CONFIG_PATH, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${CLIENT_CONFIG_PATH} answered ${response.status}`);
  return (await response.json()) as ClientConfig;
}
