// docs/requirements.md §4.3: the applied search lives in the address (?q=), its one source of truth.
// The arrow applies a term and the address follows; Back and Forward move between searches with
// the list and the search box following; a page opened with ?q= shows that search; typing alone
// changes nothing.
import { screen, within } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppRoutes } from '@/client/app/router';
import { apiServer, catalogHandlers, mockApiDuringTests } from '../../support/apiMocks';
import { makeProduct, searchableProducts } from '../../support/fixtures';
import { renderWithProviders } from '../../support/renderWithProviders';

mockApiDuringTests();
beforeEach(() => {
  window.localStorage.clear();
  // A new screen starts at its top (Layout); jsdom has no scrolling.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  apiServer.use(...catalogHandlers(searchableProducts()));
});

/** The address as the router holds it, and the browser's Back and Forward buttons. */
function Browser() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Address">{pathname + search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Browser forward
      </button>
    </>
  );
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const field = () => screen.getByPlaceholderText<HTMLInputElement>('search here...');
const shownTitles = async (listName = 'Offers') =>
  within(await screen.findByRole('list', { name: listName }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('title'));

function renderShop(route = '/') {
  return renderWithProviders(
    <>
      <AppRoutes />
      <Browser />
    </>,
    { route },
  );
}

type User = ReturnType<typeof renderShop>['user'];

async function searchFor(user: User, term: string) {
  await user.clear(field());
  if (term) await user.type(field(), term);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

describe('the search in the address', () => {
  it('the arrow puts the applied term into the address, and an empty search takes it out', async () => {
    const { user } = renderShop();
    await shownTitles();
    await searchFor(user, ' sessel ');
    expect(address()).toBe('/?q=sessel');
    expect(await shownTitles()).toEqual(['SESSEL Lounge', 'Ohrensessel grün']);
    await searchFor(user, 'küche & co');
    expect(address()).toBe('/?q=k%C3%BCche+%26+co');
    await searchFor(user, '');
    expect(address()).toBe('/');
    expect(await shownTitles()).toHaveLength(4);
  });

  it('typing alone changes neither the list nor the address; Enter neither', async () => {
    const { user } = renderShop();
    await shownTitles();
    await user.type(field(), 'laptop{Enter}');
    expect(address()).toBe('/');
    expect(await shownTitles()).toHaveLength(4);
  });

  it('Back and Forward move between searches, and the list, the count and the search box follow', async () => {
    const { user } = renderShop();
    await shownTitles();
    await searchFor(user, 'sessel');
    await searchFor(user, 'laptop');
    expect(await shownTitles()).toEqual(['Laptop 15 Zoll']);

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(address()).toBe('/?q=sessel');
    expect(await shownTitles()).toEqual(['SESSEL Lounge', 'Ohrensessel grün']);
    expect(field().value).toBe('sessel');
    expect(screen.getByText('2 products match “sessel”')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(address()).toBe('/');
    expect(await shownTitles()).toHaveLength(4);
    expect(field().value).toBe('');
    expect(screen.getByText('Showing 4 of 4 products')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Browser forward' }));
    await user.click(screen.getByRole('button', { name: 'Browser forward' }));
    expect(address()).toBe('/?q=laptop');
    expect(await shownTitles()).toEqual(['Laptop 15 Zoll']);
    expect(field().value).toBe('laptop');
  });

  it('the same search again adds no history entry', async () => {
    const { user } = renderShop();
    await shownTitles();
    await searchFor(user, 'sessel');
    await searchFor(user, 'sessel');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(address()).toBe('/');
  });

  it('a new search starts again at six cards, also a search for the term shown before', async () => {
    const chairs = Array.from({ length: 20 }, (_, index) => makeProduct(index + 1, { title: `Stuhl ${index + 1}` }));
    apiServer.use(...catalogHandlers(chairs));
    const { user } = renderShop();
    await shownTitles();
    await searchFor(user, 'stuhl');
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    expect(await shownTitles()).toHaveLength(12);
    await searchFor(user, 'stuhl 1');
    expect(await shownTitles()).toHaveLength(6);
    await searchFor(user, 'stuhl');
    expect(address()).toBe('/?q=stuhl');
    expect(await shownTitles()).toHaveLength(6);
  });

  it('a page opened with ?q= shows that search, with the term in the box', async () => {
    renderShop('/?q=SESSEL');
    expect(await shownTitles()).toEqual(['SESSEL Lounge', 'Ohrensessel grün']);
    expect(field().value).toBe('SESSEL');
    expect(screen.getByText('2 products match “SESSEL”')).toBeInTheDocument();
  });

  it("'Show all products' takes the search out of the address", async () => {
    const { user } = renderShop('/?q=zzqx');
    await user.click(await screen.findByRole('button', { name: 'Show all products' }));
    expect(address()).toBe('/');
    expect(await shownTitles()).toHaveLength(4);
    expect(field().value).toBe('');
  });

  it('the favourites screen keeps its search in its own address, /favourites?q=…', async () => {
    window.localStorage.setItem('1', 'True');
    window.localStorage.setItem('2', 'True');
    const { user } = renderShop('/favourites');
    expect(await shownTitles('Marked articles')).toHaveLength(2);
    await searchFor(user, 'kuche');
    expect(address()).toBe('/favourites?q=kuche');
    expect(await shownTitles('Marked articles')).toEqual(['Küchenstuhl aus Eiche']);
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(address()).toBe('/favourites');
    expect(await shownTitles('Marked articles')).toHaveLength(2);
  });

  it("the header's and footer's links home lead back to the home with the search it was left with", async () => {
    window.localStorage.setItem('2', 'True');
    const { user } = renderShop('/?q=sessel');
    await shownTitles();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Favourites' }));
    await shownTitles('Marked articles');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /shopfront/i })).toHaveAttribute(
      'href',
      '/?q=sessel',
    );
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Home' }));
    expect(address()).toBe('/?q=sessel');
    expect(await shownTitles()).toEqual(['SESSEL Lounge', 'Ohrensessel grün']);
    expect(field().value).toBe('sessel');
  });

  it('going to a product and Back keeps the search and the cards Show More opened', async () => {
    const chairs = Array.from({ length: 20 }, (_, index) => makeProduct(index + 1, { title: `Stuhl ${index + 1}` }));
    apiServer.use(...catalogHandlers(chairs));
    const { user } = renderShop('/?q=stuhl');
    await shownTitles();
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    expect(await shownTitles()).toHaveLength(12);
    await user.click(screen.getByRole('link', { name: 'Stuhl 3' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stuhl 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(address()).toBe('/?q=stuhl');
    expect(await shownTitles()).toHaveLength(12);
    expect(field().value).toBe('stuhl');
  });
});
