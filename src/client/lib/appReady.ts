/** Set on <html> once the app has taken over the server's page (the browser suite waits for it). */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** The app has taken over the page: false on the server and in the first render. */
export const appIsRunning = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.hasAttribute(APP_READY_ATTRIBUTE);
