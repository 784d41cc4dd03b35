// The app: one store, the router, and the first render. When the server rendered the page, React
// adopts its HTML (hydration) with the data the server embedded; otherwise (the dev server, or the
// catalogue was down) it renders from scratch. Firebase is not imported here: the auth feature
// loads it on demand (its own chunk).
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { sessionRestoreRequested } from '../features/auth/authListeners';
import { AppShell } from './AppShell';
import { adoptFirstScreen, readFirstScreen } from './firstScreen';
import { makeStore } from './store';

/** Lets the browser handle input and paint before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function startApp(): Promise<void> {
  // Favourites are read after the first render (AppShell), which must match the server's HTML.
  const store = makeStore(undefined, { connectBrowser: false });
  await nextTask(); // the store in one task, the first render in the next
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  const app = <AppShell store={store} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />;
  const firstScreen = readFirstScreen();
  if (firstScreen) {
    adoptFirstScreen(store.dispatch, firstScreen);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole tree (Total Blocking Time on a slow phone).
    startTransition(() => void hydrateRoot(container, app));
  } else {
    createRoot(container).render(app);
  }
  // Restores a signed-in shopper's session in the background, after the first paint.
  store.dispatch(sessionRestoreRequested());
}
