import { StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { APP_READY_ATTRIBUTE } from '@/client/lib/appReady';
import { whenIdle } from '@/client/lib/scheduling';
import { AppRoutes, preloadAllScreens } from './router';
import type { AppStore } from './store';
import * as i18n from '@/client/i18n/i18n';

interface AppShellProps {
  store: AppStore;
  router: (routes: ReactNode) => ReactNode;
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
        <Suspense fallback={<p role="status">{i18n._({ id: 'app.loading', message: 'Loading…' })}</p>}>
          {router(<AppRoutes />)}
          <ConnectToBrowser store={store} onReady={onReady} />
        </Suspense>
      </Provider>
    </StrictMode>
  );
}

/** Reads the stored favourites after the first render, which must match the server's (it cannot know them). */
function ConnectToBrowser({ store, onReady }: Pick<AppShellProps, 'store' | 'onReady'>) {
  useEffect(() => {
    store.connectToBrowser(() => {
      document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
      onReady?.();
      whenIdle(() => {
        void preloadAllScreens().catch(() => undefined);
        // Production only: `npm run dev` never registers the service worker.
        if (process.env.NODE_ENV === 'production')
          void import(/* webpackChunkName: "offline" */ './lazy/offline/startOffline').then(
            (m) => m.startOffline(),
            () => undefined,
          );
      }, 2000);
    });
  }, [store, onReady]);
  return null;
}
