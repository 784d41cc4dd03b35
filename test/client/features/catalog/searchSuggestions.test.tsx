// docs/requirements.md §10.4 (Decision, issue 35): a search that finds nothing offers "Did you mean:"
// links, each with its count, said by the result count's live region too; the whole list finds them
// in the browser, a large catalogue's come with the server's page. Each link is its own search.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { WHOLE_LIST_LIMIT, type FirstPage, type PageOfProducts } from '@/contract';
import { adoptFirstScreen } from '@/client/app/firstScreen';
import { AppRoutes } from '@/client/app/router';
import { makeStore } from '@/client/app/store';
import { apiServer, apiUrl, catalogHandlers, mockApiDuringTests, recordApiRequests } from '../../../support/apiMocks';
import { categories, makeProduct, makeProducts } from '../../../support/fixtures';
import { renderWithProviders } from '../../../support/renderWithProviders';

mockApiDuringTests();
jest.setTimeout(20_000); // a catalogue of two thousand products, on a shared machine
const requests = recordApiRequests();
beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

// Titles of the demo shop (src/server/db/demoCatalog.ts) that the searches are about.
const demoLike = [
  makeProduct(1, { title: 'Akku-Bohrschrauber 18 V mit 2 Akkus und Koffer' }),
  makeProduct(2, { title: 'SESSEL Lounge Samt, Ausstellungsstück' }),
  makeProduct(3, { title: 'Profi-Bohrschrauber bürstenlos 18 V, 2 Gänge' }),
  makeProduct(4, { title: 'SESSEL Lounge mit Hocker, Samt petrol' }),
  makeProduct(5, { title: 'Glas-Wasserkocher 1,7 l mit Temperaturwahl' }),
];

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

function renderHome(route: string, store = makeStore()) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <Address />
    </>,
    { route, store },
  );
}

const didYouMean = async () => screen.findByRole('list', { name: 'Did you mean:' });
const resultCount = () => screen.getByText(/products? match/, { selector: '.result-count' });
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const field = () => screen.getByPlaceholderText<HTMLInputElement>('search here...');
const shownTitles = async () =>
  within(await screen.findByRole('list', { name: 'Offers' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('title'));

describe('"Did you mean" on the home (the whole list)', () => {
  beforeEach(() => apiServer.use(...catalogHandlers(demoLike)));

  it('offers the corrected word with its count, as a link to its search, and the live region says it', async () => {
    renderHome('/?q=bohrschraber');
    const link = within(await didYouMean()).getByRole('link');
    expect(link).toHaveAccessibleName('bohrschrauber (2)');
    expect(link).toHaveAttribute('href', '/?q=bohrschrauber');
    expect(screen.getByText('No products match “bohrschraber”.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all products' })).toBeInTheDocument();
    expect(screen.queryByText('Check the spelling or try a shorter word.')).not.toBeInTheDocument();
    expect(resultCount()).toHaveTextContent(
      '0 products match “bohrschraber”. Did you mean: bohrschrauber, 2 products?',
    );
    expect(resultCount()).toHaveAttribute('aria-live', 'polite');
  });

  it('follows a suggestion: a new search in the address, its products, the field showing it', async () => {
    const { user } = renderHome('/?q=bohrschraber');
    await user.click(within(await didYouMean()).getByRole('link'));
    expect(address()).toBe('/?q=bohrschrauber');
    expect(await shownTitles()).toEqual([demoLike[0]!.title, demoLike[2]!.title]);
    expect(field().value).toBe('bohrschrauber');
    expect(resultCount()).toHaveTextContent('2 products match “bohrschrauber”');
    // The links left with the empty state: focus is on the count, not lost to the page.
    expect(resultCount().parentElement).toHaveFocus();
  });

  it('offers the words in any order for a phrase that found nothing, and its link searches all words', async () => {
    const { user } = renderHome('/?q=sessel%20samt');
    const link = within(await didYouMean()).getByRole('link');
    expect(link).toHaveAccessibleName('sessel samt (all words, any order, 2)');
    expect(link).toHaveAttribute('href', '/?q=sessel+samt&words=all');
    expect(resultCount()).toHaveTextContent(
      '0 products match “sessel samt”. Did you mean: sessel samt, all words in any order, 2 products?',
    );
    await user.click(link);
    expect(address()).toBe('/?q=sessel+samt&words=all');
    expect(await shownTitles()).toEqual([demoLike[1]!.title, demoLike[3]!.title]);
    expect(field().value).toBe('sessel samt');
    // Applied again from the field, the same words are a phrase search once more.
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(address()).toBe('/?q=sessel+samt');
  });

  it('keeps the hint, and offers nothing, when no search finds products', async () => {
    renderHome('/?q=smat');
    expect(await screen.findByText('Check the spelling or try a shorter word.')).toBeInTheDocument();
    expect(screen.queryByText('Did you mean:')).not.toBeInTheDocument();
    expect(resultCount()).toHaveTextContent(/^0 products match “smat”$/);
  });

  it('offers nothing while a search finds products', async () => {
    renderHome('/?q=bohrschrauber');
    expect(await shownTitles()).toHaveLength(2);
    expect(screen.queryByText('Did you mean:')).not.toBeInTheDocument();
  });
});

describe('"Did you mean" on the home of a large catalogue (the server\'s pages)', () => {
  const suggestions = [
    { term: 'globus', words: 'phrase' as const, matching: 8, matchingCapped: false },
    { term: 'erdglobus leuchte', words: 'all' as const, matching: 1000, matchingCapped: true },
  ];
  const products = makeProducts(WHOLE_LIST_LIMIT + 8);

  function renderLarge(route: string) {
    apiServer.use(
      http.get(apiUrl('/products/page'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        const page: PageOfProducts = {
          total: products.length,
          term: query.get('q') ?? '',
          matching: 0,
          matchingCapped: false,
          offset: 0,
          products: [],
          suggestions,
        };
        return HttpResponse.json(page);
      }),
      ...catalogHandlers(products),
    );
    const store = makeStore();
    const firstPage: FirstPage = { total: products.length, products: products.slice(0, 6), term: '', matching: 0 };
    adoptFirstScreen(store.dispatch, { categories, firstPage });
    return renderHome(route, store);
  }

  it("shows the page's suggestions, capped counts with a '+', and asks for an all-words search with words=all", async () => {
    renderLarge('/?q=globsu&words=all');
    const links = within(await didYouMean()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'globus (8)',
      'erdglobus leuchte (all words, any order, 1000+)',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/?q=globus', '/?q=erdglobus+leuchte&words=all']);
    expect(resultCount()).toHaveTextContent(
      'Did you mean: globus, 8 products; or erdglobus leuchte, all words in any order, 1000+ products?',
    );
    expect(requests).toContain('/api/products/page?offset=0&limit=6&q=globsu&words=all');
    expect(requests).not.toContain('/api/products');
  });
});
