// At each online visit (the app asks, REFRESH_KEPT) the kept copy catches up with the catalogue: the
// products kept answers and pages show are asked for by id, and each kept answer or page that shows
// one otherwise (changed, or gone from the catalogue) is fetched again. A visit after no change costs
// those few requests; an answer the visit asks for itself is the network's anyway (NetworkFirst).
import { FIRST_SCREEN_ELEMENT_ID, PRODUCTS_BY_ID_MAX, type FirstScreenData, type Product } from '@/contract';
import { productsByIdApiPath } from '@/shopRoutes';
import { productsIn } from './offlineCatalog';
import { CACHE_NAMES } from './routes';

/** The most products one visit checks: a few requests, whatever the device keeps. */
const CHECKED_MAX = 5 * PRODUCTS_BY_ID_MAX;
const FIRST_SCREEN = new RegExp(`<script id="${FIRST_SCREEN_ELEMENT_ID}" type="application/json">([^<]*)</script>`);

interface Kept {
  cache: Cache;
  request: Request;
  products: Product[];
  /** A page, asked for again as a page. */
  page: boolean;
}

/** A rendered page's products: its first page's cards and the product it shows. */
function productsOfPage(html: string): Product[] {
  const data = FIRST_SCREEN.exec(html)?.[1];
  if (!data) return [];
  try {
    const screen = JSON.parse(data) as Partial<FirstScreenData>;
    return [...(screen.firstPage?.products ?? []), ...(screen.product ? [screen.product] : [])];
  } catch {
    return [];
  }
}

async function keptIn(name: string, read: (response: Response) => Promise<Product[]>): Promise<Kept[]> {
  const cache = await caches.open(name);
  const page = name === CACHE_NAMES.pages;
  const kept: Kept[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (response) kept.push({ cache, request, page, products: await read(response).catch(() => []) });
  }
  return kept;
}

/** The catalogue's products of `ids` now, as JSON by id (a product it lost has none); undefined offline. */
async function productsNow(ids: number[]): Promise<Map<number, string> | undefined> {
  const now = new Map<number, string>();
  for (let start = 0; start < ids.length; start += PRODUCTS_BY_ID_MAX) {
    const response = await fetch(productsByIdApiPath(ids.slice(start, start + PRODUCTS_BY_ID_MAX))).catch(
      () => undefined,
    );
    if (!response?.ok) return undefined;
    for (const product of (await response.json()) as Product[]) now.set(product.id, JSON.stringify(product));
  }
  return now;
}

export async function refreshKept(): Promise<void> {
  const kept = [
    ...(await keptIn(CACHE_NAMES.pages, async (response) => productsOfPage(await response.text()))),
    ...(await keptIn(CACHE_NAMES.catalogue, async (response) => productsIn(await response.json()))),
  ];
  const ids = [...new Set(kept.flatMap(({ products }) => products.map(({ id }) => id)))].slice(0, CHECKED_MAX);
  if (ids.length === 0) return;
  const now = await productsNow(ids);
  if (!now) return;
  const checked = new Set(ids);
  const outdated = kept.filter(({ products }) =>
    products.some((product) => checked.has(product.id) && now.get(product.id) !== JSON.stringify(product)),
  );
  await Promise.all(
    outdated.map(async ({ cache, request, page }) => {
      // A page asked for as a page; only a whole answer replaces a kept one.
      const headers = page ? { accept: 'text/html' } : undefined;
      const response = await fetch(request.url, { headers }).catch(() => undefined);
      if (response?.status === 200) await cache.put(request, response);
    }),
  );
}
