// The favourites API (docs/requirements.md §10.15) with the shopper's ID token.
import { isProductId } from '@/contract';
import { API, favouriteApiPath } from '@/shopRoutes';
import { AccountApiError, callAccountApi } from './accountApi';

export async function fetchAccountFavourites(token: string): Promise<number[]> {
  const response = await callAccountApi('GET', API.favourites, token);
  const body = (await response.json().catch(() => null)) as { productIds?: unknown } | null;
  const ids = body?.productIds;
  if (!Array.isArray(ids)) throw new AccountApiError(0); // not the API's answer: try again
  return ids.filter(isProductId);
}

export async function writeAccountFavourite(token: string, productId: number, marked: boolean): Promise<void> {
  await callAccountApi(marked ? 'PUT' : 'DELETE', favouriteApiPath(productId), token);
}
