// What a screen needs first, announced with the HTML as `Link: rel=preload`, so the API answers and
// the first pictures download while the browser still fetches the script bundle, not after it ran.
// `as=fetch` with `crossorigin=anonymous` (same-origin credentials) matches the SPA's fetch(), so the
// answer is used, not fetched twice.
import { parseProductId, WHOLE_LIST_LIMIT } from '../../contract';

/** What the server knows about the catalogue without asking the database (the last snapshot). */
export interface PreloadCatalogue {
  total: number;
  firstPictures(count: number): string[];
  picture(id: number): string | undefined;
}

/** The first row of cards on a phone (two columns): the home screen's largest paint. */
const FIRST_PICTURES = 2;

const preloadFetch = (apiPath: string): string => `<${apiPath}>; rel=preload; as=fetch; crossorigin=anonymous`;
const preloadImage = (url: string): string => `<${encodeURI(url)}>; rel=preload; as=image`;

/** Screens that show the product list and the 'Sortiment' grid. */
const CATALOGUE_SCREENS = new Set(['/', '/favourites']);
const PRODUCT_SCREEN = /^\/product\/([^/]+)$/;

/** The product id of a /product/:id path, when it names one by the contract's rule. */
export function productIdOfScreen(urlPath: string): number | undefined {
  return parseProductId(PRODUCT_SCREEN.exec(urlPath)?.[1]) ?? undefined;
}

/**
 * The Link header value for an SPA path (`searching`: its address applies a search, ?q=), or
 * undefined when the screen loads no catalogue data.
 * A server-rendered page carries the categories and the product in it: only the whole product
 * list is still fetched.
 */
export function preloadLinksFor(
  urlPath: string,
  catalogue?: PreloadCatalogue,
  serverRendered = false,
  searching = false,
): string | undefined {
  const links: string[] = [];
  if (CATALOGUE_SCREENS.has(urlPath)) {
    // Above the limit the client asks for pages, never the whole list.
    if (!catalogue || catalogue.total <= WHOLE_LIST_LIMIT) links.push(preloadFetch('/api/products'));
    if (!serverRendered) links.push(preloadFetch('/api'));
    // A search's first cards (/?q=…) are not the catalogue's first: their pictures are not known here.
    if (urlPath === '/' && !searching)
      links.push(...(catalogue?.firstPictures(FIRST_PICTURES) ?? []).map(preloadImage));
  }
  const id = productIdOfScreen(urlPath);
  if (id !== undefined) {
    if (!serverRendered) links.push(preloadFetch(`/api/product/${id}`));
    const picture = catalogue?.picture(id);
    if (picture) links.push(preloadImage(picture));
  }
  return links.length > 0 ? links.join(', ') : undefined;
}
