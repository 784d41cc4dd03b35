// Loaded after the app is ready and the browser is idle (AppShell), never in the first load:
// registers the service worker and shows the offline notice.
import { REFRESH_KEPT_MESSAGE } from '@/client/serviceWorker/routes';
import { SERVICE_WORKER_PATH } from '@/shopRoutes';
import { ROUTER_BASENAME } from '@/client/i18n/buildLanguage';
import { keepThisVisit } from './keepThisVisit';
import { showOfflineNotice } from './offlineNotice';
import { reloadOnNextNavigationAfterUpdate } from './updatePolicy';

/** Never rejects: a browser without service workers, or a failed registration, keeps the shop as it was. */
export async function startOffline(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  showOfflineNotice();
  reloadOnNextNavigationAfterUpdate();
  // updateViaCache 'none': the browser always asks the server for /sw.js, so a deploy is seen at once.
  // Each language's worker (/sw.js, /de/sw.js) serves its own addresses with its own files.
  const first = !navigator.serviceWorker.controller;
  const prefix = ROUTER_BASENAME ?? '';
  const registered = await navigator.serviceWorker
    .register(`${prefix}${SERVICE_WORKER_PATH}`, { scope: `${prefix}/`, updateViaCache: 'none' })
    .catch(() => undefined);
  if (registered && first) keepThisVisit((await navigator.serviceWorker.ready).active);
  // A later visit online: what the device keeps catches up with the catalogue's changes since.
  else if (registered && navigator.onLine)
    (await navigator.serviceWorker.ready).active?.postMessage({ type: REFRESH_KEPT_MESSAGE });
}
