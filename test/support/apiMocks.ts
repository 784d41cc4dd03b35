// MSW 2 server for client tests: the catalogue API at the page's origin. Any request without a
// handler fails the test (onUnhandledRequest: 'error'), so no test silently hits the network.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Category, Product } from '@/contract';
import { categories, makeProducts } from './fixtures';

export const apiUrl = (path: string) => `${window.location.origin}/api${path}`;

export function catalogueHandlers(products: Product[] = makeProducts(14), cats: Category[] = categories) {
  return [
    http.get(apiUrl(''), () => HttpResponse.json(cats)),
    http.get(apiUrl('/products'), () => HttpResponse.json(products)),
    http.get(apiUrl('/product/:id'), ({ params }) => {
      const product = products.find((candidate) => String(candidate.id) === params.id);
      return product
        ? HttpResponse.json(product)
        : HttpResponse.json({ error: 'not_found', message: 'No product with this id.' }, { status: 404 });
    }),
  ];
}

export const apiServer = setupServer(...catalogueHandlers());

/** Call once at the top of a test file that renders screens using the API. */
export function mockApiDuringTests() {
  beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => apiServer.resetHandlers());
  afterAll(() => apiServer.close());
}
