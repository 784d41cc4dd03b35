/**
 * Set on <html> once the app has taken over the server-rendered page: until then its buttons do
 * nothing (its links work as plain links). For anyone automating the shop, like the browser suite.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** The app has taken over the page: false on the server and in the first render. */
export const appIsRunning = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.hasAttribute(APP_READY_ATTRIBUTE);
