// The server's renderer (dist/ssr/renderScreen.js): a URL's first screen as HTML, from the data the
// server also embeds in the page. No browser here: the store is not connected to storage.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { RenderScreen } from '@/contract';
import { shopApi } from '@/client/api/shopApi';
import { AppShell } from '@/client/app/AppShell';
import { adoptFirstScreen } from '@/client/app/firstScreen';
import { preloadAllScreens, preloadScreenOf } from '@/client/app/router';
import { makeStore } from '@/client/app/store';
import { ScreenStatusContext, type ScreenStatus } from '@/client/hooks/useNotFoundStatus';
import { SCREENS } from '@/shopRoutes';
import { loadDidYouMean } from '@/client/features/catalog/didYouMeanChunk';
import { ROUTER_BASENAME } from '@/client/i18n/buildLanguage';

// The server renders every screen, so it loads every screen's chunk (one bundle here) once; the
// staff area's and selling's too, which it renders in their neutral states (no session, no basket yet).
const screensLoaded = Promise.all([
  preloadAllScreens(),
  preloadScreenOf(SCREENS.admin),
  preloadScreenOf(SCREENS.basket),
  loadDidYouMean(),
]);

export const renderScreen: RenderScreen = async (url, data) => {
  await screensLoaded;
  const store = makeStore(undefined, { connectBrowser: false });
  adoptFirstScreen(store.dispatch, data);
  const status: ScreenStatus = { notFound: false };
  const markup = renderToString(
    <ScreenStatusContext.Provider value={status}>
      <AppShell
        store={store}
        router={(routes) => (
          <StaticRouter basename={ROUTER_BASENAME} location={url}>
            {routes}
          </StaticRouter>
        )}
      />
    </ScreenStatusContext.Provider>,
  );
  // Nothing subscribed to the cache entries (effects never run here), so RTK Query set timers
  // to drop them in 60 s, which would keep every rendered store alive that long.
  store.dispatch(shopApi.util.resetApiState());
  return { markup, notFound: status.notFound, data, title: status.title };
};
