// The favourites screen (spec 2): search within the marked articles, 'Your Marked Articles',
// 'Sortiment', and an empty state.
import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { AppRoutes } from '@/client/app/router';
import { makeStore } from '@/client/app/store';
import { apiServer, catalogHandlers, mockApiDuringTests } from '../../../support/apiMocks';
import { makeProduct } from '../../../support/fixtures';
import { renderWithProviders } from '../../../support/renderWithProviders';

mockApiDuringTests();
beforeEach(() => {
  window.localStorage.clear();
  apiServer.use(
    ...catalogHandlers([
      makeProduct(1, { title: 'Küchenstuhl aus Eiche' }),
      makeProduct(2, { title: 'SESSEL Lounge' }),
      makeProduct(3, { title: 'Küchentisch' }),
    ]),
  );
});

const markedTitles = async () =>
  within(await screen.findByRole('list', { name: 'Marked articles' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('title'));

describe('favourites screen', () => {
  it('shows exactly the marked products, then Sortiment', async () => {
    window.localStorage.setItem('1', 'True');
    window.localStorage.setItem('2', 'False');
    window.localStorage.setItem('3', 'True');
    renderWithProviders(<AppRoutes />, { route: '/favourites' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Marked Articles' })).toBeInTheDocument();
    expect(await markedTitles()).toEqual(['Küchenstuhl aus Eiche', 'Küchentisch']);
    expect(screen.getByRole('heading', { level: 2, name: 'Sortiment' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'sofa' })).toBeInTheDocument();
  });

  it('searches within the marked articles only when the search button is clicked', async () => {
    window.localStorage.setItem('1', 'True');
    window.localStorage.setItem('2', 'True');
    const { user } = renderWithProviders(<AppRoutes />, { route: '/favourites' });
    await markedTitles();
    await user.type(screen.getByRole('searchbox', { name: 'Search your marked articles' }), 'KUCHE{Enter}');
    expect(await markedTitles()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await markedTitles()).toEqual(['Küchenstuhl aus Eiche']);
  });

  it('before storage is read (the server-rendered first render) holds a same-size placeholder, then shows the marked articles', async () => {
    window.localStorage.setItem('3', 'True');
    const store = makeStore(undefined, { connectBrowser: false });
    renderWithProviders(<AppRoutes />, { route: '/favourites', store });
    await screen.findByText('0 marked articles');
    expect(screen.getByText('Looking for your marked articles…')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Discover the best offers' })).not.toBeInTheDocument(); // hidden, inert
    act(() => store.connectToBrowser());
    expect(await markedTitles()).toEqual(['Küchentisch']);
    expect(screen.queryByText('Looking for your marked articles…')).not.toBeInTheDocument();
  });

  it('shows an empty state with a way to the offers when nothing is marked', async () => {
    renderWithProviders(<AppRoutes />, { route: '/favourites' });
    expect(await screen.findByText('You have not marked any articles yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover the best offers' })).toHaveAttribute('href', '/');
  });

  it('removes a card when its heart is clicked off', async () => {
    window.localStorage.setItem('1', 'True');
    window.localStorage.setItem('3', 'True');
    const { user } = renderWithProviders(<AppRoutes />, { route: '/favourites' });
    await markedTitles();
    await user.click(screen.getByRole('button', { name: 'Favourite: Küchentisch' }));
    expect(await markedTitles()).toEqual(['Küchenstuhl aus Eiche']);
  });

  it('keeps keyboard focus on the list when the focused card is unmarked and leaves', async () => {
    window.localStorage.setItem('1', 'True');
    window.localStorage.setItem('3', 'True');
    const { user } = renderWithProviders(<AppRoutes />, { route: '/favourites' });
    await markedTitles();
    screen.getByRole('button', { name: 'Favourite: Küchentisch' }).focus();
    await user.keyboard('{Enter}');
    expect(await markedTitles()).toEqual(['Küchenstuhl aus Eiche']);
    expect(screen.getByText('1 marked article').closest('.focus-target')).toHaveFocus();
  });
});
