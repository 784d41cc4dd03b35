// A new deploy's service worker takes over at once (skipWaiting + clientsClaim). A page still
// running the old code is then reloaded at the shopper's next navigation, when it leaves the screen
// anyway: nothing typed is lost, and no one stays on old code (docs/decisions.md, "Offline").
let updated = false;

function loadFresh(event: MouseEvent): void {
  if (!updated || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
  if (link.origin !== location.origin) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  location.assign(link.href);
}

export function reloadOnNextNavigationAfterUpdate(): void {
  // The first install also claims this page: that is no new code, so no reload.
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', reloadOnNextNavigationAfterUpdate, { once: true });
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    updated = true;
  });
  // Capture: before the app's own link handling turns the click into an in-app navigation.
  window.addEventListener('click', loadFresh, { capture: true });
  window.addEventListener('popstate', () => updated && location.reload());
}
