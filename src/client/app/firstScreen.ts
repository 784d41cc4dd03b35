// The data the server rendered the first screen from, put into the store the same way on both
// sides, so React adopts the server's HTML.
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenData } from '@/contract';
import { firstPageEmbedded } from '@/client/api/firstPage';
import { shopApi } from '@/client/api/shopApi';
import { missingProductEmbedded } from '@/client/features/product/productSlice';
import type { AppDispatch } from './store';

/** Categories and the product enter the RTK Query cache as answers; a missing product its slice. */
export function adoptFirstScreen(dispatch: AppDispatch, data: FirstScreenData): void {
  const { categories, product, firstPage, missingProductId } = data;
  dispatch(
    shopApi.util.upsertQueryEntries([
      { endpointName: 'getCategories', arg: undefined, value: categories },
      ...(product ? [{ endpointName: 'getProduct' as const, arg: product.id, value: product }] : []),
    ]),
  );
  dispatch(firstPageEmbedded(firstPage));
  if (missingProductId !== undefined) dispatch(missingProductEmbedded(missingProductId));
}

/** The data the server embedded, or undefined for a page it did not render (dev server, catalogue down). */
export function readFirstScreen(): FirstScreenData | undefined {
  const embedded = document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
  return embedded ? (JSON.parse(embedded) as FirstScreenData) : undefined;
}
