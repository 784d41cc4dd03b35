// Home screen rules of the spec (sections 1, 2, 4, 5) and the failure states we add.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useNavigate } from 'react-router-dom';
import { AppRoutes } from '@/client/app/router';
import { firstPageEmbedded } from '@/client/api/firstPage';
import { apiServer, apiUrl, catalogHandlers, mockApiDuringTests } from '../../../support/apiMocks';
import { makeProduct, makeProducts, searchableProducts } from '../../../support/fixtures';
import { renderWithProviders } from '../../../support/renderWithProviders';

mockApiDuringTests();
beforeEach(() => window.localStorage.clear());

const offers = () => screen.findByRole('list', { name: 'Offers' });
const cardCount = async () => within(await offers()).getAllByRole('article').length;

describe('home product grid', () => {
  it('shows 6 products, 6 more per Show More click, and hides Show More when all are shown', async () => {
    const { user } = renderWithProviders(<AppRoutes />);
    expect(await cardCount()).toBe(6);
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    expect(await cardCount()).toBe(12);
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    expect(await cardCount()).toBe(14);
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 14 of 14 products')).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps keyboard focus on the list when the last Show More click hides the button', async () => {
    const { user } = renderWithProviders(<AppRoutes />);
    await offers();
    const showMore = screen.getByRole('button', { name: 'Show More' });
    showMore.focus();
    await user.keyboard('{Enter}');
    expect(showMore).toHaveFocus(); // still there: 12 of 14 shown
    await user.keyboard('{Enter}');
    expect(screen.getByText('Showing 14 of 14 products').parentElement).toHaveFocus();
  });

  it('a Show More tapped before the whole list has arrived leaves focus and scroll alone', async () => {
    let answer = () => {};
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    const products = makeProducts(14);
    apiServer.use(
      http.get(apiUrl('/products'), async () => {
        await arrived;
        return HttpResponse.json(products);
      }),
    );
    const { user, store } = renderWithProviders(<AppRoutes />);
    // The server's first page, as a page the server rendered carries it.
    act(() => {
      store.dispatch(firstPageEmbedded({ total: 14, products: products.slice(0, 6), term: '', matching: 14 }));
    });
    const showMore = await screen.findByRole('button', { name: 'Show More' });
    await user.click(showMore);
    // The six cards stay, the next six are placeholders, and the button keeps its place and focus.
    expect(await cardCount()).toBe(6);
    expect(screen.getByText('Loading more products…')).toBeInTheDocument();
    expect(showMore).toBeInTheDocument();
    expect(showMore).toHaveFocus();
    act(answer);
    await waitFor(() => expect(screen.queryByText('Loading more products…')).not.toBeInTheDocument());
    expect(await cardCount()).toBe(12);
    expect(showMore).toHaveFocus();
    expect(screen.getByText('Showing 12 of 14 products').parentElement).not.toHaveFocus();
  });

  it('has no Show More when six products or fewer exist', async () => {
    apiServer.use(...catalogHandlers(makeProducts(6)));
    renderWithProviders(<AppRoutes />);
    expect(await cardCount()).toBe(6);
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
  });

  it('shows the headings of the spec in order, with one h1', async () => {
    renderWithProviders(<AppRoutes />);
    await offers();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Die besten Angebote']);
    expect(screen.getByRole('heading', { level: 2, name: 'Sortiment' })).toBeInTheDocument();
  });
});

describe('home layout (docs/requirements.md §2.4)', () => {
  /** Names the elements in the order they come in the document. */
  function inDocumentOrder(elements: Array<[string, Element]>): string[] {
    return [...elements]
      .sort(([, a], [, b]) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      .map(([name]) => name);
  }

  it("shows search, 'Die besten Angebote', the cards, Show More, 'Sortiment' and the category tiles in this order", async () => {
    renderWithProviders(<AppRoutes />);
    const cards = within(await offers()).getAllByRole('article');
    const tiles = await Promise.all(
      ['sofa', 'laptop', 'drilling machine'].map((name) => screen.findByRole('button', { name })),
    );
    const expected: Array<[string, Element]> = [
      ['search field', screen.getByPlaceholderText('search here...')],
      ['search button', screen.getByRole('button', { name: 'Search' })],
      ["heading 'Die besten Angebote'", screen.getByRole('heading', { level: 1, name: 'Die besten Angebote' })],
      ...cards.map((card, index): [string, Element] => [`product card ${index + 1}`, card]),
      ['Show More', screen.getByRole('button', { name: 'Show More' })],
      ["heading 'Sortiment'", screen.getByRole('heading', { level: 2, name: 'Sortiment' })],
      ...tiles.map((tile): [string, Element] => [`category tile ${tile.textContent ?? ''}`, tile]),
    ];
    expect(cards).toHaveLength(6);
    // None holds another (a containing element would sort ambiguously).
    for (const [, a] of expected) for (const [, b] of expected) if (a !== b) expect(a.contains(b)).toBe(false);
    expect(inDocumentOrder(expected)).toEqual(expected.map(([name]) => name));
  });
});

describe('product card', () => {
  it('shows image, price with the euro sign after it, mark, the cut title and links to the product', async () => {
    apiServer.use(
      ...catalogHandlers([makeProduct(42, { title: 'Küchenstuhl aus Eiche, 2er-Set', price: 1299, mark: 'Holzwerk' })]),
    );
    renderWithProviders(<AppRoutes />);
    const card = within(await offers()).getByRole('article');
    expect(within(card).getByText('1.299,00 €')).toBeInTheDocument();
    expect(within(card).getByText('Holzwerk')).toBeInTheDocument();
    expect(within(card).getByText('Küchenstuhl aus Eich...')).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: 'Küchenstuhl aus Eich...' });
    expect(link).toHaveAccessibleDescription('Küchenstuhl aus Eiche, 2er-Set');
    expect(link).toHaveAttribute('href', '/product/42');
    const image = within(card).getByRole('img', { name: 'Küchenstuhl aus Eiche, 2er-Set' });
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });

  it('loads pictures below the first row lazily', async () => {
    renderWithProviders(<AppRoutes />);
    const images = within(await offers()).getAllByRole('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[5]).toHaveAttribute('loading', 'lazy');
  });

  it('toggles the heart between outlined and filled, exposed as aria-pressed', async () => {
    const { user } = renderWithProviders(<AppRoutes />);
    await offers();
    const heart = screen.getByRole('button', { name: 'Favourite: Küchenstuhl aus Eiche, 2er-Set' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart.querySelector('svg')).toHaveAttribute('fill', 'none');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
  });

  // The rules of that click (modifier keys, targets) are tested with the hook: test/client/hooks/inAppLinkClicks.test.tsx.
  it('opens the product inside the app when its link is clicked', async () => {
    apiServer.use(...catalogHandlers([makeProduct(42, { title: 'Küchenstuhl aus Eiche, 2er-Set' })]));
    const { user } = renderWithProviders(<AppRoutes />);
    await user.click(within(await offers()).getByRole('link', { name: 'Küchenstuhl aus Eich...' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Küchenstuhl aus Eiche, 2er-Set' }),
    ).toBeInTheDocument();
  });
});

describe('search', () => {
  const titles = async () =>
    within(await offers())
      .getAllByRole('link')
      .map((link) => link.getAttribute('title'));

  beforeEach(() => {
    apiServer.use(...catalogHandlers(searchableProducts()));
  });

  it('is case-insensitive and runs when the arrow button is clicked', async () => {
    const { user } = renderWithProviders(<AppRoutes />);
    await offers();
    await user.type(screen.getByPlaceholderText('search here...'), 'sessel');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await titles()).toEqual(['SESSEL Lounge', 'Ohrensessel grün']);
    // Announced to screen readers through the live region.
    expect(screen.getByText('2 products match “sessel”')).toHaveAttribute('role', 'status');
  });

  it('shows each found product with its own picture in a new picture element, never the one shown there before', async () => {
    const { user } = renderWithProviders(<AppRoutes />);
    await offers();
    const firstCardPicture = () => within(screen.getByRole('list', { name: 'Offers' })).getAllByRole('img')[0]!;
    const before = firstCardPicture();
    await user.type(screen.getByPlaceholderText('search here...'), 'sessel');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await titles()).toEqual(['SESSEL Lounge', 'Ohrensessel grün']);
    await waitFor(() => expect(firstCardPicture()).toHaveAccessibleName('SESSEL Lounge'));
    const after = firstCardPicture();
    expect(after).toHaveAttribute('src', makeProduct(2).image);
    expect(after).not.toBe(before);
  });

  it("starts loading a found product's picture only after the frame that shows its card has been painted", async () => {
    const { user } = renderWithProviders(<AppRoutes />);
    const firstCard = () => within(screen.getByRole('list', { name: 'Offers' })).getAllByRole('article')[0]!;
    await offers();
    // The first screen's pictures load at once: the first paint waits for them.
    expect(within(firstCard()).getByRole('img')).toHaveAttribute('src', makeProduct(1).image);
    await user.type(screen.getByPlaceholderText('search here...'), 'sessel');
    const frames: FrameRequestCallback[] = [];
    const heldFrames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await titles()).toEqual(['SESSEL Lounge', 'Ohrensessel grün']);
    // Until that frame is painted the card shows the picture's place, no picture element.
    expect(within(firstCard()).queryByRole('img')).not.toBeInTheDocument();
    heldFrames.mockRestore();
    act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
    const picture = await within(firstCard()).findByRole('img', { name: 'SESSEL Lounge' });
    expect(picture).toHaveAttribute('src', makeProduct(2).image);
  });

  it('finds umlauts typed without them', async () => {
    const { user } = renderWithProviders(<AppRoutes />);
    await offers();
    await user.type(screen.getByPlaceholderText('search here...'), 'kuche');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await titles()).toEqual(['Küchenstuhl aus Eiche']);
  });

  it('does not search when the form is submitted with Enter', async () => {
    const { user } = renderWithProviders(<AppRoutes />);
    await offers();
    await user.type(screen.getByPlaceholderText('search here...'), 'laptop{Enter}');
    expect(await titles()).toHaveLength(4);
    expect(screen.getByPlaceholderText('search here...')).toHaveValue('laptop');
    // The form's own submit is cancelled, so the browser never reloads the page.
    expect(fireEvent.submit(screen.getByRole('search'))).toBe(false);
  });

  it('does not search while typing', async () => {
    const { user } = renderWithProviders(<AppRoutes />);
    await offers();
    await user.type(screen.getByPlaceholderText('search here...'), 'laptop');
    expect(await titles()).toHaveLength(4);
  });

  it('restores all products on an empty search', async () => {
    const { user } = renderWithProviders(<AppRoutes />);
    await offers();
    const field = screen.getByPlaceholderText('search here...');
    await user.type(field, 'laptop');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await titles()).toEqual(['Laptop 15 Zoll']);
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await titles()).toHaveLength(4);
  });

  it('shows a clear state when nothing matches, with a way back to all products', async () => {
    const { user } = renderWithProviders(<AppRoutes />);
    await offers();
    await user.type(screen.getByPlaceholderText('search here...'), 'kühlschrank');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No products match “kühlschrank”.')).toBeInTheDocument();
    expect(screen.getByText('0 products match “kühlschrank”')).toBeInTheDocument();
    // The grid stays in the page for the way back, hidden: no card is shown or announced.
    expect(screen.queryByRole('list', { name: 'Offers' })).not.toBeInTheDocument();
    expect(document.querySelector('ul.product-grid')).toHaveAttribute('hidden');
    await user.click(screen.getByRole('button', { name: 'Show all products' }));
    expect(await titles()).toHaveLength(4);
    expect(screen.getByPlaceholderText('search here...')).toHaveValue('');
  });
});

// README "Show More" and docs/requirements.md §4.2: going back home inside the app keeps the applied
// search and the number of cards shown; only a page load starts again.
describe('coming back home', () => {
  const chairs = Array.from({ length: 20 }, (_, index) => makeProduct(index + 1, { title: `Stuhl ${index + 1}` }));
  const tables = Array.from({ length: 5 }, (_, index) => makeProduct(21 + index, { title: `Tisch ${index + 1}` }));

  /** The browser's back button, for the memory router. */
  function BrowserBack() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    );
  }

  /** What the shopper finds on the home screen: the field, the result count, the cards, Show More. */
  async function homeAsShown() {
    const list = await offers();
    const section = screen.getByRole('region', { name: 'Die besten Angebote' });
    return {
      searchField: screen.getByPlaceholderText<HTMLInputElement>('search here...').value,
      resultCount: within(section).getByRole('status').textContent,
      cards: within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('title')),
      showMore: screen.queryByRole('button', { name: 'Show More' }) !== null,
    };
  }

  const asLeft = {
    searchField: 'stuhl',
    resultCount: '20 products match “stuhl”',
    cards: chairs.slice(0, 12).map((chair) => chair.title),
    showMore: true,
  };

  /** Searches 'stuhl' (20 of 25 products), shows 12 of them and opens the third. */
  async function searchShowMoreAndOpenAProduct(user: ReturnType<typeof renderWithProviders>['user']) {
    await offers();
    await user.type(screen.getByPlaceholderText('search here...'), 'stuhl');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('20 products match “stuhl”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    expect(await homeAsShown()).toEqual(asLeft);
    await user.click(within(await offers()).getByRole('link', { name: 'Stuhl 3' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stuhl 3' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Offers' })).not.toBeInTheDocument();
  }

  beforeEach(() => apiServer.use(...catalogHandlers([...chairs, ...tables])));

  it('keeps the search and the 12 cards shown after going back from a product', async () => {
    const { user } = renderWithProviders(
      <>
        <AppRoutes />
        <BrowserBack />
      </>,
    );
    await searchShowMoreAndOpenAProduct(user);

    await user.click(screen.getByRole('button', { name: 'Browser back' }));

    expect(await homeAsShown()).toEqual(asLeft);
  });

  it("keeps them too when the shopper follows the header's link home", async () => {
    const { user } = renderWithProviders(<AppRoutes />);
    await searchShowMoreAndOpenAProduct(user);

    await user.click(screen.getByRole('link', { name: 'Shopfront' }));

    expect(await homeAsShown()).toEqual(asLeft);
  });
});

describe('categories', () => {
  it("alerts '{catName} category clicked' and stays on the page", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<AppRoutes />);
    await user.click(await screen.findByRole('button', { name: 'drilling machine' }));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('drilling machine category clicked');
    expect(screen.getByRole('heading', { level: 1, name: 'Die besten Angebote' })).toBeInTheDocument();
    alert.mockRestore();
  });
});

describe('loading and failure', () => {
  it('shows placeholders while the products load', async () => {
    apiServer.use(
      http.get(apiUrl('/products'), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    renderWithProviders(<AppRoutes />);
    expect(await screen.findByText('Loading products…')).toBeInTheDocument();
    expect(document.querySelectorAll('.product-card--skeleton')).toHaveLength(6);
  });

  it('shows the error with Retry when the API fails, and Retry recovers', async () => {
    let failing = true;
    apiServer.use(
      http.get(apiUrl('/products'), () =>
        failing
          ? HttpResponse.json(
              { error: 'unavailable', message: 'The catalogue is unavailable. Try again soon.' },
              { status: 503 },
            )
          : HttpResponse.json(makeProducts(8)),
      ),
    );
    const { user } = renderWithProviders(<AppRoutes />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The catalogue is unavailable. Try again soon.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await cardCount()).toBe(6);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the shop has no products when the catalogue is empty, with no search to undo', async () => {
    apiServer.use(http.get(apiUrl('/products'), () => HttpResponse.json([])));
    renderWithProviders(<AppRoutes />);
    expect(await screen.findByText('There are no products in the shop right now.')).toBeInTheDocument();
    expect(screen.queryByText(/No products match/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show all products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
  });

  it('explains a network failure', async () => {
    apiServer.use(http.get(apiUrl('/products'), () => HttpResponse.error()));
    renderWithProviders(<AppRoutes />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop cannot be reached right now.');
  });

  it('shows the error state of the categories with its own Retry', async () => {
    apiServer.use(
      http.get(apiUrl(''), () => HttpResponse.json({ error: 'x', message: 'Categories failed.' }, { status: 500 })),
    );
    renderWithProviders(<AppRoutes />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Categories failed.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
  });
});
