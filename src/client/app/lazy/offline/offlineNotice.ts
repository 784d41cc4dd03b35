// A status line while the browser is offline; it empties when the network is back. Fixed at the
// bottom of the window, so it moves nothing on the page.
import * as i18n from '@/client/i18n/i18n';

const OFFLINE_TEXT = i18n._({
  id: 'offline.notice',
  message: 'You are offline. The shop shows what this device has kept; favourites still work.',
});

export function showOfflineNotice(): void {
  const notice = document.createElement('div');
  notice.setAttribute('role', 'status');
  notice.className = 'offline-notice';
  const update = () => {
    notice.textContent = navigator.onLine ? '' : OFFLINE_TEXT;
    notice.hidden = navigator.onLine;
  };
  update();
  document.body.append(notice);
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
}
