import { StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { APP_READY_ATTRIBUTE } from '@/client/lib/appReady';
import { whenIdle } from '@/client/lib/scheduling';
import { AppRoutes, preloadAllScreens } from './router';
import { connectStoreToBrowser, type AppStore } from './store';

interface AppShellProps {
  store: AppStore;
  /** BrowserRouter in the browser, StaticRouter on the server: it receives the routes. */
  router: (routes: ReactNode) => ReactNode;
  /** Called once the app handles every control of the page: rendered, with the favourites read. */
  onReady?: () => void;
}

/** The one tree both the server and the browser render, so the browser can adopt the server's HTML. */
export function AppShell({ store, router, onReady }: AppShellProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        {/* One boundary for the whole page: hydrated in one piece, so the app is ready (ConnectToBrowser's
            effect) only when every control is; a screen whose chunk is on its way (router.tsx) suspends
            here, and navigations, which are transitions, keep the old screen meanwhile. */}
        <Suspense fallback={<p role="status">Loading…</p>}>
          {router(<AppRoutes />)}
          <ConnectToBrowser store={store} onReady={onReady} />
        </Suspense>
      </Provider>
    </StrictMode>
  );
}

/**
 * Reads the favourites from storage once the first render is on screen: the server cannot know
 * them, so the first render must not either (effects never run on the server). The app is ready
 * when they are read: a heart tapped earlier would otherwise be overwritten by the stored value.
 */
function ConnectToBrowser({ store, onReady }: Pick<AppShellProps, 'store' | 'onReady'>) {
  useEffect(() => {
    connectStoreToBrowser(store, () => {
      document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
      onReady?.();
      // The other screens' chunks, so a later navigation does not wait for the network.
      whenIdle(() => void preloadAllScreens().catch(() => undefined), 2000);
    });
  }, [store, onReady]);
  return null;
}
