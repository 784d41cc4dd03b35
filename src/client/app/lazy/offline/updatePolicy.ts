// A new deploy's service worker takes over at once (skipWaiting + clientsClaim). A page still
// running the old code is then reloaded at the shopper's next navigation, when it leaves the screen
// anyway: nothing typed is lost, and no one stays on old code (docs/decisions.md, "Offline").

function loadFresh(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
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
  // From the next new worker on, this page runs old code.
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      // Capture: before the app's own link handling turns the click into an in-app navigation.
      window.addEventListener('click', loadFresh, { capture: true });
      window.addEventListener('popstate', () => location.reload());
    },
    { once: true },
  );
}
