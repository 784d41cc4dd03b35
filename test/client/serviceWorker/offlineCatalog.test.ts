// docs/requirements.md §10.25: offline, a search runs over the products kept on the device, in the
// address's mode (words=all), and one that finds nothing carries "Did you mean" from the kept titles.
import type { Product, PageOfProducts } from '@/contract';
import { CACHE_NAMES } from '@/client/serviceWorker/routes';
import { offlineCatalogAnswer } from '@/client/serviceWorker/offlineCatalog';
import { makeProduct } from '../../support/fixtures';

const kept: Product[] = [
  makeProduct(1, { title: 'Akku-Bohrschrauber 18 V mit 2 Akkus und Koffer' }),
  makeProduct(2, { title: 'SESSEL Lounge Samt, Ausstellungsstück' }),
  makeProduct(3, { title: 'Profi-Bohrschrauber bürstenlos 18 V, 2 Gänge' }),
  makeProduct(4, { title: 'SESSEL Lounge mit Hocker, Samt petrol' }),
];

/** The browser's CacheStorage with one kept answer: the catalogue cache holds the whole list. */
function keepAnswers(answers: Record<string, unknown>) {
  const cache = {
    keys: () => Promise.resolve(Object.keys(answers).map((url) => new Request(url))),
    match: (request: Request) => Promise.resolve(new Response(JSON.stringify(answers[request.url]))),
  };
  const open = jest.fn((name: string) =>
    name === CACHE_NAMES.catalogue ? Promise.resolve(cache) : Promise.reject(new Error(`no cache ${name}`)),
  );
  Object.defineProperty(globalThis, 'caches', { value: { open }, configurable: true });
}

async function offlinePage(query: string): Promise<PageOfProducts> {
  const answer = await offlineCatalogAnswer(new URL(`https://shop.test/api/products/page?${query}`));
  expect(answer?.status).toBe(200);
  return (await answer!.json()) as PageOfProducts;
}

beforeEach(() => keepAnswers({ 'https://shop.test/api/products': kept }));
afterEach(() => Reflect.deleteProperty(globalThis, 'caches'));

describe('the offline answer to a page of a search', () => {
  it('finds the words of an all-words search in any order, and says so', async () => {
    const page = await offlinePage('offset=0&limit=6&q=samt%20sessel&words=all');
    expect(page).toMatchObject({ term: 'samt sessel', words: 'all', matching: 2, matchingCapped: false });
    expect(page.products.map(({ id }) => id)).toEqual([2, 4]);
    expect(page.suggestions).toBeUndefined();
  });

  it('keeps the phrase search as typed, with no words field', async () => {
    const page = await offlinePage('offset=0&limit=6&q=lounge%20samt');
    expect(page).toMatchObject({ term: 'lounge samt', matching: 1 });
    expect(page).not.toHaveProperty('words');
  });

  it('carries suggestions from the kept titles for a search that found nothing', async () => {
    expect((await offlinePage('offset=0&limit=6&q=bohrschraber')).suggestions).toEqual([
      { term: 'bohrschrauber', words: 'phrase', matching: 2, matchingCapped: false },
    ]);
    expect((await offlinePage('offset=0&limit=6&q=sessel%20samt')).suggestions).toEqual([
      { term: 'sessel samt', words: 'all', matching: 2, matchingCapped: false },
    ]);
  });

  it('answers a page, with no suggestions, when the kept products suggest nothing', async () => {
    expect(await offlinePage('offset=0&limit=6&q=smat')).toMatchObject({ matching: 0, products: [], suggestions: [] });
    keepAnswers({});
    expect(await offlinePage('offset=0&limit=6&q=bohrschraber')).toMatchObject({ total: 0, suggestions: [] });
  });
});
