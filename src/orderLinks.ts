// An order's addresses, for the selling chunk and the server's emails (kept out of src/shopRoutes.ts,
// which is in every first load).
import { orderApiPath, SCREENS } from './shopRoutes';

/** The query parameter that opens a guest's order (its access token). */
export const ORDER_TOKEN_PARAM = 'token';

const withToken = (path: string, token?: string | null) =>
  token ? `${path}?${new URLSearchParams({ [ORDER_TOKEN_PARAM]: token })}` : path;

/** An order's page; a guest's with its access token, the link the shopper keeps. */
export const orderPath = (number: number, token?: string): string =>
  withToken(SCREENS.order.replace(':number', String(number)), token);

export const orderApiPathFor = (number: number, token?: string | null): string =>
  withToken(orderApiPath(number), token);
