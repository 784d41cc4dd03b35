// The app's first render: hydrates the server's HTML with the data it embedded, or renders from
// scratch (the dev server, or the catalogue was down).
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ROUTER_BASENAME } from '@/client/i18n/buildLanguage';
import { sessionRestoreRequested } from '@/client/features/auth/authListeners';
import { loadFavouritesPersistence } from '@/client/features/favourites/favouritesStorageChunk';
import { AppShell } from './AppShell';
import { preloadScreenOf } from './router';
import { loadDidYouMean } from '@/client/features/catalog/didYouMeanChunk';
import { adoptFirstScreen, readFirstScreen } from './firstScreen';
import { makeStore, type AppStore } from './store';

export function createAppStore(): AppStore {
  // The favourites' storage chunk downloads while the page hydrates (it is needed right after).
  loadFavouritesPersistence().catch(() => undefined);
  return makeStore(undefined, { connectBrowser: false });
}

/** The first render, in its own task; `onReady` once every control of the page works. */
export async function renderApp(store: AppStore, onReady?: () => void): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  const app = (
    <AppShell
      store={store}
      router={(routes) => <BrowserRouter basename={ROUTER_BASENAME}>{routes}</BrowserRouter>}
      onReady={onReady}
    />
  );
  const firstScreen = readFirstScreen();
  if (firstScreen) {
    adoptFirstScreen(store.dispatch, firstScreen);
    // The screen's own chunk first: hydrating while it loads would show its fallback, not the server's HTML.
    await Promise.all([
      preloadScreenOf(location.pathname.slice(ROUTER_BASENAME?.length ?? 0) || '/'),
      // The server's page shows "Did you mean": its links' chunk, so the first render matches it.
      firstScreen.firstPage.suggestions?.length ? loadDidYouMean() : undefined,
    ]).catch(() => undefined); // offline: the screen retries its chunk
    // A transition yields to the browser every few ms (Total Blocking Time).
    startTransition(() => void hydrateRoot(container, app));
  } else {
    createRoot(container).render(app);
  }
  store.dispatch(sessionRestoreRequested());
}
