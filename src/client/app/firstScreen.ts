// The server renders the first screen and embeds the data it rendered from (FirstScreenData) in
// the page. The same function puts that data into the store on both sides, so the client's first
// render is the server's and React adopts the HTML instead of replacing it.
import { FIRST_SCREEN_ELEMENT_ID, isPagedCatalogue, type FirstScreenData } from '@/contract';
import { firstPageEmbedded } from '@/client/api/firstPage';
import { shopApi } from '@/client/api/shopApi';
import { productPagesApi } from '@/client/features/catalog/productPagesApi';
import { missingProductEmbedded } from '@/client/features/product/productSlice';
import type { AppDispatch } from './store';

/**
 * Categories, the product and (for a large catalogue) the first page go into the RTK Query cache as
 * answers (no request for them); the first page into its slice, a missing product's id into the product slice.
 */
export function adoptFirstScreen(dispatch: AppDispatch, data: FirstScreenData): void {
  const { categories, product, firstPage, missingProductId } = data;
  dispatch(
    shopApi.util.upsertQueryEntries([
      { endpointName: 'getCategories', arg: undefined, value: categories },
      ...(product ? [{ endpointName: 'getProduct' as const, arg: product.id, value: product }] : []),
    ]),
  );
  if (isPagedCatalogue(firstPage.total)) {
    const value = { pages: [{ ...firstPage, offset: 0 }], pageParams: [0] };
    dispatch(
      productPagesApi.util.upsertQueryEntries([{ endpointName: 'getProductPages', arg: firstPage.term, value }]),
    );
  }
  dispatch(firstPageEmbedded(firstPage));
  if (missingProductId !== undefined) dispatch(missingProductEmbedded(missingProductId));
}

/** The data the server embedded, or undefined for a page it did not render (dev server, catalogue down). */
export function readFirstScreen(): FirstScreenData | undefined {
  const embedded = document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
  return embedded ? (JSON.parse(embedded) as FirstScreenData) : undefined;
}
