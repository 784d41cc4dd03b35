// docs/requirements.md §10.23: with a large catalogue the favourites screen asks the server for
// exactly the marked products, by id (at most 100 a request), never for the whole list.
import { act, screen, within } from '@testing-library/react';
import { WHOLE_LIST_LIMIT } from '@/contract';
import { adoptFirstScreen } from '@/client/app/firstScreen';
import { AppRoutes } from '@/client/app/router';
import { makeStore } from '@/client/app/store';
import { apiServer, catalogHandlers, mockApiDuringTests, recordApiRequests } from '../../../support/apiMocks';
import { categories, makeProduct, makeProducts } from '../../../support/fixtures';
import { renderWithProviders } from '../../../support/renderWithProviders';

mockApiDuringTests();
const requests = recordApiRequests();
jest.setTimeout(20_000); // a catalogue of two thousand products, on a shared machine

const catalogue = [
  ...makeProducts(WHOLE_LIST_LIMIT),
  makeProduct(WHOLE_LIST_LIMIT + 1, { title: 'Küchentisch rund' }),
  makeProduct(WHOLE_LIST_LIMIT + 2, { title: 'Globus' }),
];
const byId = (id: number) => catalogue[id - 1]!;

beforeEach(() => {
  window.localStorage.clear();
  apiServer.use(...catalogHandlers(catalogue));
});

function renderFavourites() {
  const store = makeStore();
  adoptFirstScreen(store.dispatch, {
    categories,
    firstPage: { total: catalogue.length, products: catalogue.slice(0, 6), term: '', matching: catalogue.length },
  });
  return renderWithProviders(<AppRoutes />, { store, route: '/favourites' });
}

const markedTitles = async () =>
  within(await screen.findByRole('list', { name: 'Marked articles' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('title'));

const mark = (...ids: number[]) => ids.forEach((id) => window.localStorage.setItem(String(id), 'True'));

describe('favourites of a large catalogue', () => {
  it('shows exactly the marked products, asked for by id, with their count and search', async () => {
    mark(1, WHOLE_LIST_LIMIT + 1, WHOLE_LIST_LIMIT + 2);
    window.localStorage.setItem('2', 'False');
    const { user } = renderFavourites();
    expect(await markedTitles()).toEqual([1, WHOLE_LIST_LIMIT + 1, WHOLE_LIST_LIMIT + 2].map((id) => byId(id).title));
    expect(screen.getByText('3 marked articles')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search your marked articles' }), 'kuche');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await markedTitles()).toEqual([byId(1).title, 'Küchentisch rund']);
    expect(screen.getByText('2 of 3 marked articles match “kuche”')).toBeInTheDocument();
    expect(requests).toEqual([`/api/products/by-id?ids=1,${WHOLE_LIST_LIMIT + 1},${WHOLE_LIST_LIMIT + 2}`]);
  });

  it('asks for at most 100 ids a request', async () => {
    const ids = Array.from({ length: 150 }, (_, index) => index + 1);
    mark(...ids);
    renderFavourites();
    expect(await markedTitles()).toHaveLength(150);
    expect(screen.getByText('150 marked articles')).toBeInTheDocument();
    expect(requests).toEqual([
      `/api/products/by-id?ids=${ids.slice(0, 100).join(',')}`,
      `/api/products/by-id?ids=${ids.slice(100).join(',')}`,
    ]);
  });

  it('follows other tabs: a product marked there is asked for, one unmarked leaves without a request', async () => {
    mark(1, 3);
    renderFavourites();
    expect(await markedTitles()).toEqual([byId(1).title, byId(3).title]);
    const otherTab = (key: string, newValue: string) =>
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: window.localStorage }));
      });
    otherTab('3', 'False');
    expect(await markedTitles()).toEqual([byId(1).title]);
    expect(requests).toHaveLength(1);
    otherTab(String(WHOLE_LIST_LIMIT + 2), 'True');
    expect(await screen.findByRole('link', { name: 'Globus' })).toBeInTheDocument();
    expect(requests).toEqual(['/api/products/by-id?ids=1,3', `/api/products/by-id?ids=1,${WHOLE_LIST_LIMIT + 2}`]);
  });

  it('asks nothing when nothing is marked', async () => {
    renderFavourites();
    expect(await screen.findByText('You have not marked any articles yet.')).toBeInTheDocument();
    expect(screen.getByText('0 marked articles')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
