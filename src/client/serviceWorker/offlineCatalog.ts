// Offline, a catalogue question nobody asked before is answered from the products kept in other
// answers (the whole list, pages, products by id, single products): a product seen on a card opens,
// the favourites screen finds its marked products, and a search runs over what is kept (its "Did you
// mean" too: suggestions from the kept titles, or none, never an error).
import type { Product, PageOfProducts } from '@/contract';
import { API, searchTermOf, searchWordsOf } from '@/shopRoutes';
import { filterByTitle } from '@/client/search/titleFilter';
import { suggestSearches } from '@/titleSearch/suggestSearches';
import { titlesSuggestionSource } from '@/titleSearch/titlesSuggestionSource';
import { CACHE_NAMES } from './routes';

const isProduct = (value: unknown): value is Product =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Product).id === 'number' &&
  typeof (value as Product).title === 'string' &&
  typeof (value as Product).price === 'number';

/** The products an answer holds: a list, a page's, or one product. */
export function productsIn(body: unknown): Product[] {
  if (Array.isArray(body)) return body.filter(isProduct);
  if (isProduct(body)) return [body];
  const page = body as Partial<PageOfProducts> | null;
  return Array.isArray(page?.products) ? page.products.filter(isProduct) : [];
}

/** Every product the catalogue cache holds, by id, in catalogue order of their first appearance. */
async function keptProducts(): Promise<Map<number, Product>> {
  const cache = await caches.open(CACHE_NAMES.catalogue);
  const kept = new Map<number, Product>();
  for (const request of await cache.keys()) {
    const body: unknown = await (await cache.match(request))?.json().catch(() => undefined);
    for (const product of productsIn(body)) if (!kept.has(product.id)) kept.set(product.id, product);
  }
  return kept;
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json; charset=utf-8' } });

async function pageOf(products: Product[], url: URL): Promise<PageOfProducts> {
  const term = searchTermOf(url.search);
  // As the server answers: the mode is echoed only for an all-words search of a term.
  const words = term ? searchWordsOf(url.search) : 'phrase';
  const offset = Number(url.searchParams.get('offset')) || 0;
  const limit = Number(url.searchParams.get('limit')) || products.length;
  const matches = filterByTitle(products, term, words);
  const foundNothing = term !== '' && matches.length === 0 && offset === 0;
  return {
    total: products.length,
    products: matches.slice(offset, offset + limit),
    term,
    ...(words === 'all' && { words }),
    matching: matches.length,
    offset,
    matchingCapped: false,
    ...(foundNothing && {
      suggestions: await suggestSearches(term, words, titlesSuggestionSource(products.map(({ title }) => title))),
    }),
  };
}

/** The answer from kept products, or undefined when they do not hold it (the app says "not available offline"). */
export async function offlineCatalogAnswer(url: URL): Promise<Response | undefined> {
  const kept = await keptProducts();
  const single = /^\/api\/product\/(\d+)$/.exec(url.pathname);
  if (single) {
    const product = kept.get(Number(single[1]));
    return product && json(product);
  }
  if (url.pathname === API.productsById) {
    const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
    return json(ids.map((id) => kept.get(id)).filter((product) => product !== undefined));
  }
  if (url.pathname === API.productPage) return json(await pageOf([...kept.values()], url));
  return undefined;
}
