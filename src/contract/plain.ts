// The contract's values, a plain module: the rules and bounds client and server share, and the texts they
// write alike. The schema files take their bounds from here; index.ts hands all of it on with their types.

/** Ids are stored as PostgreSQL `integer`, 32 bits. */
export const MAX_PRODUCT_ID = 2 ** 31 - 1;

export function isProductId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_PRODUCT_ID;
}

/** Only the canonical form ('7', not '07' or '7.0') counts, so every id has one URL and one storage key. */
export function parseProductId(text: string | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return isProductId(id) ? id : null;
}

export const CLIENT_CONFIG_ELEMENT_ID = 'shop-config';
export const FIRST_SCREEN_ELEMENT_ID = 'shop-first-screen';

/** Up to this many products the client keeps the whole list; above it, pages (docs/requirements.md §10.23). */
export const WHOLE_LIST_LIMIT = 2000;

export const FIRST_PAGE_SIZE = 6;

/** GET /api/products/page and /api/products/by-id: limits of their parameters. */
export const PAGE_LIMIT_MAX = 60;
export const SEARCH_TERM_MAX_LENGTH = 200;
export const PRODUCTS_BY_ID_MAX = 100;

/** "Did you mean": searches offered at most for one that found nothing (docs/requirements.md §5.4). */
export const MAX_SUGGESTIONS = 3;

export const SHOP_NAME = 'Shopfront';

// Shared so the server's <title> equals the client's; constants, so lazy screens pull only their own.
export const HOME_TITLE = 'Die besten Angebote';
export const FAVOURITES_TITLE = 'Your Marked Articles';
export const LOGIN_TITLE = 'Login';
export const ACCOUNT_TITLE = 'Your account';
export const PAGE_NOT_FOUND_TITLE = 'Page not found';
export const PRODUCT_NOT_FOUND_TITLE = 'Product not found';
export const STAFF_TITLE = 'Staff area';

export const tabTitle = (screenTitle: string): string => `${screenTitle} – ${SHOP_NAME}`;

/** A product's pictures (docs/requirements.md §9.3): the import's rule, and the staff screen's room for photos. */
export const MAX_PICTURES = 4;

/**
 * POST /api/admin/pictures: the largest photo taken (docs/staff.md, "Photos"), so the client refuses
 * a bigger one before uploading it, in the server's words.
 */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
export const PHOTO_MAX_MB = PHOTO_MAX_BYTES / 1024 / 1024;

export const photoTooLargeMessage = (name: string, bytes: number): string =>
  `${name} is ${(bytes / 1024 / 1024).toFixed(1)} MB; photos of up to ${PHOTO_MAX_MB} MB are taken. Export it smaller and try again.`;
