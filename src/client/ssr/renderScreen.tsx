// The server's renderer (dist/ssr/renderScreen.js): a URL's first screen as HTML, from the data the
// server also embeds in the page. No browser here: the store is not connected to storage.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { FIRST_PAGE_SIZE, type FirstScreenData, type Product, type RenderScreen } from '@/contract';
import { shopApi } from '@/client/api/shopApi';
import { AppShell } from '@/client/app/AppShell';
import { adoptFirstScreen } from '@/client/app/firstScreen';
import { preloadAllScreens } from '@/client/app/router';
import { makeStore } from '@/client/app/store';
import { ScreenStatusContext, type ScreenStatus } from '@/client/hooks/useNotFoundStatus';
import { searchTermOf } from '@/client/lib/searchInAddress';
import { filterByTitle } from '@/client/lib/titleSearch';

// The server renders every screen, so it loads every screen's chunk (one bundle here) once.
const screensLoaded = preloadAllScreens();

/**
 * A home page opened with a search (/?q=bohr) shows that search at once: its first page is the
 * first matches, found by the client's own title search, so the client's first render agrees.
 */
function withSearchedFirstPage(url: string, data: FirstScreenData, products: readonly Product[]): FirstScreenData {
  const queryStart = url.indexOf('?');
  const term = queryStart < 0 ? '' : searchTermOf(url.slice(queryStart));
  if (url.slice(0, queryStart) !== '/' || term === '') return data;
  const matches = filterByTitle(products as Product[], term);
  return {
    ...data,
    firstPage: { total: products.length, products: matches.slice(0, FIRST_PAGE_SIZE), term, matching: matches.length },
  };
}

export const renderScreen: RenderScreen = async (url, catalogueData, products) => {
  await screensLoaded;
  const data = withSearchedFirstPage(url, catalogueData, products);
  const store = makeStore(undefined, { connectBrowser: false });
  adoptFirstScreen(store.dispatch, data);
  const status: ScreenStatus = { notFound: false };
  const markup = renderToString(
    <ScreenStatusContext.Provider value={status}>
      <AppShell store={store} router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>} />
    </ScreenStatusContext.Provider>,
  );
  // Nothing subscribed to the cache entries (effects never run here), so RTK Query set timers
  // to drop them in 60 s, which would keep every rendered store alive that long.
  store.dispatch(shopApi.util.resetApiState());
  return { markup, notFound: status.notFound, data };
};
