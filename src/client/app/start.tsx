// The app: one store, the router, and the first render. When the server rendered the page, React
// adopts its HTML (hydration) with the data the server embedded; otherwise (the dev server, or the
// catalogue was down) it renders from scratch. Firebase is not imported here: the auth feature
// loads it on demand (its own chunk).
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { sessionRestoreRequested } from '@/client/features/auth/authListeners';
import { AppShell } from './AppShell';
import { preloadScreenOf } from './router';
import { adoptFirstScreen, readFirstScreen } from './firstScreen';
import { makeStore, type AppStore } from './store';

/** The app's store. Favourites are read after the first render (AppShell), which must match the server's HTML. */
export const createAppStore = (): AppStore => makeStore(undefined, { connectBrowser: false });

/**
 * The first render, into the server's HTML when there is some; main.ts runs it in its own task.
 * `onReady` runs once the app handles every control of the page (AppShell).
 */
export async function renderApp(store: AppStore, onReady?: () => void): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  const app = <AppShell store={store} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} onReady={onReady} />;
  const firstScreen = readFirstScreen();
  if (firstScreen) {
    adoptFirstScreen(store.dispatch, firstScreen);
    // The screen's own chunk first: hydrating while it loads would show its fallback, not the server's HTML.
    await preloadScreenOf(location.pathname).catch(() => undefined); // offline: the screen retries its chunk
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole tree (Total Blocking Time on a slow phone).
    startTransition(() => void hydrateRoot(container, app));
  } else {
    createRoot(container).render(app);
  }
  // Restores a signed-in shopper's session in the background, after the first paint.
  store.dispatch(sessionRestoreRequested());
}
