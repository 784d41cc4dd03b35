// MSW 2 server for client tests: the catalogue API at the page's origin. Any request without a
// handler fails the test (onUnhandledRequest: 'error'), so no test silently hits the network.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Category, Product, PageOfProducts } from '@/contract';
import { searchWordsOf } from '@/shopRoutes';
import { filterByTitle } from '@/client/search/titleFilter';
import { categories, makeProducts } from './fixtures';

export const apiUrl = (path: string) => `${window.location.origin}/api${path}`;

export function catalogHandlers(products: Product[] = makeProducts(14), cats: Category[] = categories) {
  return [
    http.get(apiUrl(''), () => HttpResponse.json(cats)),
    http.get(apiUrl('/products'), () => HttpResponse.json(products)),
    // The large catalogue's calls (docs/requirements.md §10.23), by the client's own search rule.
    http.get(apiUrl('/products/page'), ({ request }) => {
      const url = new URL(request.url);
      const query = url.searchParams;
      const [offset, limit, term] = [Number(query.get('offset')), Number(query.get('limit')), query.get('q') ?? ''];
      const words = searchWordsOf(url.search);
      const matching = filterByTitle(products, term, words);
      const page: PageOfProducts = {
        total: products.length,
        term,
        ...(words === 'all' && { words }),
        matching: matching.length,
        matchingCapped: false,
        offset,
        products: matching.slice(offset, offset + limit),
      };
      return HttpResponse.json(page);
    }),
    http.get(apiUrl('/products/by-id'), ({ request }) => {
      const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
      return HttpResponse.json(ids.flatMap((id) => products.filter((product) => product.id === id)));
    }),
    http.get(apiUrl('/product/:id'), ({ params }) => {
      const product = products.find((candidate) => String(candidate.id) === params.id);
      return product
        ? HttpResponse.json(product)
        : HttpResponse.json({ error: 'not_found', message: 'No product with this id.' }, { status: 404 });
    }),
  ];
}

export const apiServer = setupServer(...catalogHandlers());

/** The paths and queries of the API requests made while the test runs, as '/api/products/page?offset=6&limit=6'. */
export function recordApiRequests(): string[] {
  const requests: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api')) requests.push(decodeURIComponent(url.pathname + url.search));
  };
  beforeEach(() => {
    requests.length = 0;
    apiServer.events.on('request:start', record);
  });
  afterEach(() => apiServer.events.removeListener('request:start', record));
  return requests;
}

/** Call once at the top of a test file that renders screens using the API. */
export function mockApiDuringTests() {
  beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => apiServer.resetHandlers());
  afterAll(() => apiServer.close());
}
