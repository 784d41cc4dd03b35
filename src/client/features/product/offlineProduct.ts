// A product the device has not kept cannot be shown while offline: the shop says so in its own page.
import type { QueryError } from '@/client/api/apiError';
import * as i18n from '@/client/i18n/i18n';

export const OFFLINE_PRODUCT_TITLE = i18n._({ id: 'product.offline.title', message: 'Not available offline' });
export const OFFLINE_PRODUCT_TEXT = i18n._({
  id: 'product.offline.text',
  message:
    'This product was not seen on this device before the connection dropped. It shows again once you are back online.',
});

/** The request failed because the browser is offline (not a server error or a missing product). */
export const failedOffline = (error: QueryError): boolean =>
  !navigator.onLine && error !== undefined && 'status' in error && error.status === 'FETCH_ERROR';
