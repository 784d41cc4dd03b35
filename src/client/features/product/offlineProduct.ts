// A product the device has not kept cannot be shown while offline: the shop says so in its own page.
import type { QueryError } from '@/client/api/apiError';

export const OFFLINE_PRODUCT_TITLE = 'Not available offline';
export const OFFLINE_PRODUCT_TEXT =
  'This product was not seen on this device before the connection dropped. It shows again once you are back online.';

/** The request failed because the browser is offline (not a server error or a missing product). */
export const failedOffline = (error: QueryError): boolean =>
  !navigator.onLine && error !== undefined && 'status' in error && error.status === 'FETCH_ERROR';
