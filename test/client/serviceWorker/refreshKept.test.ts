// Issue 38, "the offline copy at the next online visit": the service worker asks for the products the
// kept answers and pages show, by id, and fetches again exactly the kept ones that show a product
// otherwise (changed, or gone); offline it changes nothing. The browser suite shows it end to end
// (test/e2e/offline/offlineRefresh.spec.ts).
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenData, type Product } from '@/contract';
import { refreshKept } from '@/client/serviceWorker/refreshKept';
import { CACHE_NAMES } from '@/client/serviceWorker/routes';
import { makeProduct } from '../../support/fixtures';

const ORIGIN = 'https://shop.test';
const [first, second, third] = [makeProduct(1), makeProduct(2), makeProduct(3)];
const renamed: Product = { ...first, title: 'Ecksofa, neu bezogen' };

function pageHtml(data: Partial<FirstScreenData>): string {
  return `<html><body><div id="root"></div><script id="${FIRST_SCREEN_ELEMENT_ID}" type="application/json">${JSON.stringify(
    { categories: [], firstPage: { products: [], total: 0, term: '', matching: 0 }, ...data },
  ).replace(/</g, '\\u003c')}</script></body></html>`;
}

/** CacheStorage holding these answers by cache and path; `put` is recorded. */
function keep(answers: Record<string, Record<string, string>>) {
  const put = jest.fn<Promise<void>, [Request, Response]>(() => Promise.resolve());
  const open = jest.fn((name: string) => {
    const held = answers[name] ?? {};
    return Promise.resolve({
      keys: () => Promise.resolve(Object.keys(held).map((path) => new Request(ORIGIN + path))),
      match: (request: Request) =>
        Promise.resolve(new Response(held[new URL(request.url).pathname + new URL(request.url).search])),
      put: (request: Request, response: Response) => put(request, response),
    });
  });
  Object.defineProperty(globalThis, 'caches', { value: { open }, configurable: true });
  return put;
}

/** The network: the catalogue's products by id now, and any other path answered 200. */
function network(now: Product[] | 'offline') {
  const fetched = jest.fn((url: string, init?: RequestInit) => {
    if (now === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    const { pathname, searchParams } = new URL(url, ORIGIN);
    if (pathname === '/api/products/by-id') {
      const ids = (searchParams.get('ids') ?? '').split(',').map(Number);
      return Promise.resolve(new Response(JSON.stringify(now.filter((product) => ids.includes(product.id)))));
    }
    return Promise.resolve(new Response(`fresh ${pathname} ${JSON.stringify(init?.headers ?? {})}`));
  });
  Object.defineProperty(globalThis, 'fetch', { value: fetched, configurable: true, writable: true });
  return fetched;
}

const keptAnswers = () => ({
  [CACHE_NAMES.pages]: {
    '/product/1': pageHtml({ product: first }),
    '/': pageHtml({ firstPage: { products: [second, third], total: 3, term: '', matching: 3 } }),
  },
  [CACHE_NAMES.catalogue]: {
    '/api/product/1': JSON.stringify(first),
    '/api/products/page?offset=0&limit=2': JSON.stringify({ products: [first, second] }),
    '/api/product/3': JSON.stringify(third),
    '/api': JSON.stringify([]),
  },
});

const putPaths = (put: jest.Mock) =>
  put.mock.calls.map(([request]: [Request]) => new URL(request.url).pathname + new URL(request.url).search).sort();

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'caches');
  Reflect.deleteProperty(globalThis, 'fetch');
});

describe('the kept copy at an online visit', () => {
  it('fetches again exactly the kept pages and answers that show a changed product, a page as a page', async () => {
    const put = keep(keptAnswers());
    const fetched = network([renamed, second, third]);
    await refreshKept();
    expect(putPaths(put)).toEqual(['/api/product/1', '/api/products/page?offset=0&limit=2', '/product/1']);
    const byId = fetched.mock.calls.filter(([url]) => url.startsWith('/api/products/by-id'));
    expect(byId).toHaveLength(1);
    expect(new URL(byId[0]![0], ORIGIN).searchParams.get('ids')!.split(',').map(Number).sort()).toEqual([1, 2, 3]);
    const page = put.mock.calls.find(([request]) => request.url.endsWith('/product/1'))![1];
    expect(await page.text()).toBe('fresh /product/1 {"accept":"text/html"}');
  });

  it('fetches again what shows a product the catalogue lost', async () => {
    const put = keep(keptAnswers());
    network([first, second]);
    await refreshKept();
    expect(putPaths(put)).toEqual(['/', '/api/product/3']);
  });

  it('asks for nothing more when nothing changed, and changes nothing offline', async () => {
    const unchanged = keep(keptAnswers());
    const fetched = network([first, second, third]);
    await refreshKept();
    expect(unchanged).not.toHaveBeenCalled();
    expect(fetched).toHaveBeenCalledTimes(1);
    const offline = keep(keptAnswers());
    network('offline');
    await refreshKept();
    expect(offline).not.toHaveBeenCalled();
  });
});
