// docs/requirements.md §10.23: above WHOLE_LIST_LIMIT products the home asks the server for each
// page it shows (Show More, a search), never for the whole list; below it, nothing changes.
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { WHOLE_LIST_LIMIT, type FirstPage, type Product } from '@/contract';
import { adoptFirstScreen } from '@/client/app/firstScreen';
import { AppRoutes } from '@/client/app/router';
import { makeStore } from '@/client/app/store';
import { productPagesApi } from '@/client/features/catalog/productPagesApi';
import { apiServer, apiUrl, catalogHandlers, mockApiDuringTests, recordApiRequests } from '../../../support/apiMocks';
import { categories, makeProduct, makeProducts, searchableProducts } from '../../../support/fixtures';
import { renderWithProviders } from '../../../support/renderWithProviders';

mockApiDuringTests();
jest.setTimeout(20_000); // a catalogue of two thousand products, on a shared machine
const requests = recordApiRequests();
beforeEach(() => window.localStorage.clear());

/** A large catalogue: WHOLE_LIST_LIMIT products, then eight globes. */
const globes = Array.from({ length: 8 }, (_, index) =>
  makeProduct(WHOLE_LIST_LIMIT + 1 + index, { title: `Globus ${index + 1}` }),
);
const largeCatalog = [...makeProducts(WHOLE_LIST_LIMIT), ...globes];
const TOTAL = largeCatalog.length;

/** Calls `onRender` with the address each time the page renders (in the render, before any effect). */
function AddressProbe({ onRender }: { onRender: (search: string) => void }) {
  onRender(useLocation().search);
  return null;
}

/** The shop as the server renders it: its first page embedded in the page. */
function renderShop(products: Product[], onRender: (search: string) => void = () => {}) {
  apiServer.use(...catalogHandlers(products));
  const store = makeStore();
  const firstPage: FirstPage = {
    total: products.length,
    products: products.slice(0, 6),
    term: '',
    matching: products.length,
  };
  adoptFirstScreen(store.dispatch, { categories, firstPage });
  return renderWithProviders(
    <>
      <AppRoutes />
      <AddressProbe onRender={onRender} />
    </>,
    { store },
  );
}

const offers = () => screen.findByRole('list', { name: 'Offers' });
const cardTitles = async () =>
  within(await offers())
    .getAllByRole('link')
    .map((link) => link.getAttribute('title'));
const field = () => screen.getByPlaceholderText('search here...');

describe('home of a large catalogue', () => {
  it('shows the six embedded cards and asks for the next six on Show More', async () => {
    const { user } = renderShop(largeCatalog);
    expect(await cardTitles()).toHaveLength(6);
    expect(screen.getByText(`Showing 6 of ${TOTAL} products`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    await waitFor(async () => expect(await cardTitles()).toHaveLength(12));
    expect(screen.getByText(`Showing 12 of ${TOTAL} products`)).toBeInTheDocument();
    expect(requests).toEqual(['/api/products/page?offset=0&limit=6', '/api/products/page?offset=6&limit=6']);
  });

  it('shows placeholders for the cards on their way, and keeps Show More', async () => {
    let answer = () => {};
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    const { user } = renderShop(largeCatalog);
    apiServer.use(
      http.get(apiUrl('/products/page'), async ({ request }) => {
        const offset = Number(new URL(request.url).searchParams.get('offset'));
        if (offset > 0) await arrived;
        const products = largeCatalog.slice(offset, offset + 6);
        return HttpResponse.json({ total: TOTAL, term: '', matching: TOTAL, offset, products });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Show More' }));
    expect(screen.getByText('Loading more products…')).toBeInTheDocument();
    expect(await cardTitles()).toHaveLength(6);
    act(answer);
    await waitFor(() => expect(screen.queryByText('Loading more products…')).not.toBeInTheDocument());
    expect(await cardTitles()).toHaveLength(12);
  });

  it('asks the server for a search on the arrow, Show More leaves at its last match, and an empty search restores the list', async () => {
    const { user } = renderShop(largeCatalog);
    await offers();
    await user.type(field(), 'GLOBUS');
    expect(requests.filter((request) => request.includes('q='))).toEqual([]); // typing asks nothing
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('8 products match “GLOBUS”')).toBeInTheDocument();
    expect(await cardTitles()).toEqual(globes.slice(0, 6).map((globe) => globe.title));
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    await waitFor(async () => expect(await cardTitles()).toHaveLength(8));
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
    await user.clear(field());
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(`Showing 6 of ${TOTAL} products`)).toBeInTheDocument();
    expect(await cardTitles()).toEqual(largeCatalog.slice(0, 6).map((product) => product.title));
    // The list's first page is still cached: no request for it again, nor for the whole list.
    expect(requests).toEqual([
      '/api/products/page?offset=0&limit=6',
      '/api/products/page?offset=0&limit=6&q=GLOBUS',
      '/api/products/page?offset=6&limit=6&q=GLOBUS',
    ]);
  });

  it('sends the search from the click itself, before the page renders for it', async () => {
    const events: string[] = [];
    const { store, user } = renderShop(largeCatalog, (search) => {
      if (search.includes('globus') && !events.includes('rendered')) events.push('rendered');
    });
    store.subscribe(() => {
      const { isUninitialized } = productPagesApi.endpoints.getProductPages.select({ term: 'globus', words: 'phrase' })(
        store.getState(),
      );
      if (!isUninitialized && !events.includes('asked')) events.push('asked');
    });
    await offers();
    await user.type(field(), ' globus ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('8 products match “globus”')).toBeInTheDocument();
    expect(events).toEqual(['asked', 'rendered']);
    expect(requests.filter((request) => request.includes('q='))).toEqual([
      '/api/products/page?offset=0&limit=6&q=globus',
    ]);
  });

  it('says when nothing matches, with a way back to all products', async () => {
    const { user } = renderShop(largeCatalog);
    await offers();
    await user.type(field(), 'kühlschrank');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No products match “kühlschrank”.')).toBeInTheDocument();
    expect(screen.getByText('0 products match “kühlschrank”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all products' }));
    expect(await cardTitles()).toHaveLength(6);
    expect(screen.getByText(`Showing 6 of ${TOTAL} products`)).toBeInTheDocument();
  });

  it("writes 'False' for each product it shows", async () => {
    const { user } = renderShop(largeCatalog);
    await offers();
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    await waitFor(() => expect(window.localStorage.getItem('12')).toBe('False'));
    expect(window.localStorage.getItem('13')).toBeNull();
  });

  it("opens a product from its card at once, while the product's own answer is on its way", async () => {
    const { user } = renderShop(largeCatalog);
    apiServer.use(http.get(apiUrl('/product/:id'), () => delay('infinite')));
    await user.click(await screen.findByRole('button', { name: 'Show More' }));
    await waitFor(async () => expect(await cardTitles()).toHaveLength(12));
    await user.click(within(await offers()).getAllByRole('link')[9]!);
    expect(await screen.findByRole('heading', { level: 1, name: largeCatalog[9]!.title })).toBeInTheDocument();
    expect(requests).toEqual([
      '/api/products/page?offset=0&limit=6',
      '/api/products/page?offset=6&limit=6',
      '/api/product/10',
    ]);
  });
});

describe('home of a catalogue within WHOLE_LIST_LIMIT', () => {
  it('loads the whole list once and searches and shows more without another request', async () => {
    const { user } = renderShop(searchableProducts().concat(makeProducts(14).slice(4)));
    await offers();
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    await waitFor(async () => expect(await cardTitles()).toHaveLength(12));
    await user.type(field(), 'sessel');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('3 products match “sessel”')).toBeInTheDocument();
    expect(requests).toEqual(['/api/products']);
  });
});
