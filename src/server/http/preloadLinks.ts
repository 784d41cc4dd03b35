// `Link: rel=preload` with the HTML, so API answers and first pictures load while the bundle still downloads.
import { parseProductId, WHOLE_LIST_LIMIT } from '../../contract';
import { API, productApiPath, SCREENS, screenOf } from '../../shopRoutes';
import { CARD_SIZES, pictureSources } from '../../pictureVariants';
import { PRODUCT_PICTURE_SIZES } from '../../productPictureSizes';

export interface PreloadCatalog {
  total: number;
  firstPictures(count: number): string[];
  picture(id: number): string | undefined;
}

/** The first row of cards on a phone: the home screen's largest paint. */
const FIRST_PICTURES = 2;

// crossorigin=anonymous matches the SPA's fetch(), so the preloaded answer is used, not fetched twice.
const preloadFetch = (apiPath: string): string => `<${apiPath}>; rel=preload; as=fetch; crossorigin=anonymous`;
/**
 * A stored picture is preloaded as the AVIF its <picture> will choose (same srcset and sizes), so
 * it is fetched once; a browser without AVIF skips the preload and chooses the WebP itself.
 */
function preloadImage(url: string, sizes: string): string {
  const link = `<${encodeURI(url)}>; rel=preload; as=image`;
  const srcSet = pictureSources(encodeURI(url));
  return srcSet ? `${link}; imagesrcset="${srcSet('avif')}"; imagesizes="${sizes}"; type="image/avif"` : link;
}

const CATALOG_SCREENS = new Set<string>([SCREENS.home, SCREENS.favourites]);

export function productIdOfScreen(urlPath: string): number | undefined {
  const shown = screenOf(urlPath);
  return (shown?.screen === 'product' && parseProductId(shown.id)) || undefined;
}

/** A server-rendered page already carries the categories and the product: only the whole list is fetched. */
export function preloadLinksFor(
  urlPath: string,
  catalogue?: PreloadCatalog,
  serverRendered = false,
  searching = false,
): string | undefined {
  const links: string[] = [];
  if (CATALOG_SCREENS.has(urlPath)) {
    // Above the limit the client asks for pages, never the whole list.
    if (!catalogue || catalogue.total <= WHOLE_LIST_LIMIT) links.push(preloadFetch(API.products));
    if (!serverRendered) links.push(preloadFetch(API.categories));
    // A search's first cards are not the catalogue's first: their pictures are unknown here.
    if (urlPath === SCREENS.home && !searching)
      links.push(...(catalogue?.firstPictures(FIRST_PICTURES) ?? []).map((url) => preloadImage(url, CARD_SIZES)));
  }
  const id = productIdOfScreen(urlPath);
  if (id !== undefined) {
    if (!serverRendered) links.push(preloadFetch(productApiPath(id)));
    const picture = catalogue?.picture(id);
    if (picture) links.push(preloadImage(picture, PRODUCT_PICTURE_SIZES));
  }
  return links.length > 0 ? links.join(', ') : undefined;
}
