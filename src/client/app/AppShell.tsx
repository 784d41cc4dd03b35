import { StrictMode, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { APP_READY_ATTRIBUTE } from '@/client/lib/appReady';
import { AppRoutes } from './router';
import { connectStoreToBrowser, type AppStore } from './store';

interface AppShellProps {
  store: AppStore;
  /** BrowserRouter in the browser, StaticRouter on the server: it receives the routes. */
  router: (routes: ReactNode) => ReactNode;
}

/** The one tree both the server and the browser render, so the browser can adopt the server's HTML. */
export function AppShell({ store, router }: AppShellProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        {router(<AppRoutes />)}
        <ConnectToBrowser store={store} />
      </Provider>
    </StrictMode>
  );
}

/**
 * Reads the favourites from storage once the first render is on screen: the server cannot know
 * them, so the first render must not either (effects never run on the server).
 */
function ConnectToBrowser({ store }: { store: AppStore }) {
  useEffect(() => {
    connectStoreToBrowser(store);
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, [store]);
  return null;
}
