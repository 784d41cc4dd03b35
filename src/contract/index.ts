// The API contract and the texts client and server must write alike: a change here changes the public API.
// The addresses (screens, API paths, the search in the address) are in shopRoutes.ts.
// The API's shapes are TypeBox schemas, one file per feature beside this one (catalogSchemas.ts, …),
// and their types are Static<> of them, handed on here as types only: this module stays plain values,
// so the client imports from it freely and TypeBox stays out of the browser (.eslintrc.cjs holds it).
// Imported, then exported, as types: an `export type … from` would count as a cycle to import/no-cycle,
// the schema files taking their bounds (MAX_PRODUCT_ID) from here.
import type { Category, FirstPage, PageOfProducts, Product, SearchSuggestion, SearchWords } from './catalogSchemas';
import type { AccountExport } from './accountSchemas';
import type { ApiErrorBody } from './errorSchemas';
import type { ClientConfig } from './clientConfigSchema';

export type {
  AccountExport,
  ApiErrorBody,
  Category,
  ClientConfig,
  FirstPage,
  PageOfProducts,
  Product,
  SearchSuggestion,
  SearchWords,
};

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

/**
 * German spellings without umlauts, as Lucene's GermanNormalizationFilter folds them: 'ae' and 'oe'
 * are read as 'a' and 'o', 'ue' as 'u' unless a vowel or 'q' comes before it ('neue', 'quelle' stay);
 * an umlaut itself keeps the 'e' after it. Runs on lower-case text, before accents are dropped.
 */
function foldGermanSpellings(text: string): string {
  let folded = '';
  // After 'a', 'o' or 'u' that follow a consonant: an 'e' now is the umlaut's and is left out.
  let umlautMayFollow = false;
  let afterVowel = false;
  for (const char of text) {
    if (char === 'e' && umlautMayFollow) {
      umlautMayFollow = false;
      afterVowel = true;
      continue;
    }
    folded += char;
    umlautMayFollow = char === 'a' || char === 'o' || (char === 'u' && !afterVowel);
    afterVowel = 'aeiouyqäöü'.includes(char);
  }
  return folded;
}

/**
 * The search text of a title or a term (docs/requirements.md §5.1): 'kuche' and 'kueche' find
 * 'Küche'. The client searches with it and the server stores it per product, so both find the same
 * products.
 */
export function normaliseForSearch(text: string): string {
  return foldGermanSpellings(text.toLowerCase().replace(/ß/g, 'ss'))
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
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

/** Embedded in the page, so the client's first render is the server's, with no request. */
export interface FirstScreenData {
  categories: Category[];
  firstPage: FirstPage;
  product?: Product;
  missingProductId?: number;
}

export interface RenderedScreen {
  markup: string;
  /** An unknown route or product: the page is answered 404. */
  notFound: boolean;
  data: FirstScreenData;
}

/** For a home page opened with a search (?q=), `data.firstPage` is the search's, found by the database. */
export type RenderScreen = (url: string, data: FirstScreenData) => Promise<RenderedScreen>;

export const SHOP_NAME = 'Shopfront';

// Shared so the server's <title> equals the client's; constants, so lazy screens pull only their own.
export const HOME_TITLE = 'Die besten Angebote';
export const FAVOURITES_TITLE = 'Your Marked Articles';
export const LOGIN_TITLE = 'Login';
export const ACCOUNT_TITLE = 'Your account';
export const PAGE_NOT_FOUND_TITLE = 'Page not found';
export const PRODUCT_NOT_FOUND_TITLE = 'Product not found';

export const tabTitle = (screenTitle: string): string => `${screenTitle} – ${SHOP_NAME}`;
