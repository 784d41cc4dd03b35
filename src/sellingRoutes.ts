// Selling's addresses (docs/orders.md), for its lazy chunks and the server: the API's paths and an
// order's page. Kept out of shopRoutes.ts, which is in every first load; catalogue mode needs none.
import { filled, SCREENS } from './shopRoutes';

export const SELLING_API = {
  availability: '/api/availability',
  basket: '/api/basket',
  basketLine: '/api/basket/:productId',
  basketMerge: '/api/basket/merge',
  orders: '/api/orders',
  order: '/api/orders/:number',
  accountOrders: '/api/account/orders',
} as const;

export const basketLineApiPath = (productId: number): string => filled(SELLING_API.basketLine, productId);
export const orderApiPath = (number: number): string => filled(SELLING_API.order, number);

/** The query parameter that opens a guest's order (its access token). */
export const ORDER_TOKEN_PARAM = 'token';

const withToken = (path: string, token?: string | null) =>
  token ? `${path}?${new URLSearchParams({ [ORDER_TOKEN_PARAM]: token })}` : path;

/** An order's page; a guest's with its access token, the link the shopper keeps. */
export const orderPath = (number: number, token?: string): string => withToken(filled(SCREENS.order, number), token);

export const orderApiPathFor = (number: number, token?: string | null): string =>
  withToken(orderApiPath(number), token);
