// The API contract shared by the client and the server: what GET /api, GET /api/products and
// GET /api/product/:id answer. Changing a field here is a change of the public API. Also the texts
// both must write alike: the shop's name and the screens' titles.

/** A category tile of the 'Sortiment' grid (GET /api). */
export interface Category {
  id: number;
  catName: string;
  /** CSS colour behind the tile picture, e.g. '#f3e3d3'. */
  bgColor: string;
  /** Path of the tile picture under the images folder, e.g. '/images/categories/sofa.webp'. */
  imageUrl: string;
}

/** The largest product id: ids are stored as 32-bit integers (PostgreSQL `integer`). */
export const MAX_PRODUCT_ID = 2 ** 31 - 1;

/** A product id is a whole number from 1 to MAX_PRODUCT_ID. */
export function isProductId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_PRODUCT_ID;
}

/**
 * The product id a text names, or null: only the canonical decimal form counts ('7', not '07',
 * '+7', '7.0' or '1e3'), so every id has exactly one URL and one storage key.
 */
export function parseProductId(text: string | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return isProductId(id) ? id : null;
}

/** A product as the catalogue API answers it (GET /api/products, GET /api/product/:id). */
export interface Product {
  id: number;
  title: string;
  /** Price in euros, with cents (e.g. 1299 or 49.9). Shown as '1.299,00 €'. */
  price: number;
  description: string;
  /** URL of the main picture: the configured image base path plus the file name. */
  image: string;
  /** Brand label. */
  mark: string;
  /** All pictures of the product for the carousel, `image` first (1 to 4). */
  images: string[];
  /** Name of the product's category (catName of a Category). */
  category: string;
}

/** Every API error answers JSON of this shape with a fitting 4xx/5xx status. */
export interface ApiErrorBody {
  /** Short machine-readable name, e.g. 'not_found', 'bad_request', 'unavailable'. */
  error: string;
  /** A sentence a person can read. */
  message: string;
}

/** The ids of the JSON data blocks the server writes into the page. */
export const CLIENT_CONFIG_ELEMENT_ID = 'shop-config';
export const FIRST_SCREEN_ELEMENT_ID = 'shop-first-screen';

/**
 * Settings the server hands the client at run time (embedded in index.html as a JSON data block
 * with id 'shop-config'), so one build serves many deployments and nothing secret is bundled.
 */
export interface ClientConfig {
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    /** Set when the shop runs on the Auth emulator, e.g. 'http://127.0.0.1:9099'. */
    emulatorUrl?: string;
  };
  /** The display name given to every newly registered user (a fixed name: docs/requirements.md §4). */
  registeredDisplayName: string;
  /** Present only when the shop measures with Firebase Analytics, after consent (docs/requirements.md §10.22). */
  analytics?: { appId: string; measurementId: string };
}

/** The home screen shows the first 6 products, then 6 more per 'Show More' (docs/requirements.md §4, §9). */
export const FIRST_PAGE_SIZE = 6;

/**
 * The first products of the list (GET /api/products in the same order) and how many there are
 * in all: the server embeds them in the home page so it shows its cards before the whole list
 * has arrived (a large catalogue's list is megabytes of JSON: docs/performance-history.md).
 */
export interface FirstPage {
  total: number;
  /** The first products matching `term`. */
  products: Product[];
  /** The search the page was opened with (`/?q=bohr`); '' for none. */
  term: string;
  /** How many products match `term` (all of them, `total`, for none). */
  matching: number;
}

/**
 * Up to this many products the client loads the whole list and searches it itself; above it, it
 * asks the server for each page it shows (docs/requirements.md §10.23).
 */
export const WHOLE_LIST_LIMIT = 2_000;

/** GET /api/products/page?offset=&limit=&q=: limits of its parameters. */
export const PAGE_LIMIT_MAX = 60;
export const SEARCH_TERM_MAX_LENGTH = 200;
/** GET /api/products/by-id?ids=1,2,3: the most ids one request may ask for. */
export const PRODUCTS_BY_ID_MAX = 100;

/**
 * GET /api/products/page: up to `limit` products from `offset` of the catalogue, or of the products
 * whose title contains `term` (the client's search rule, §5.1), in catalogue order.
 */
export interface ProductPage extends FirstPage {
  offset: number;
}

/**
 * What the server hands the page renderer and embeds in the page as JSON (id 'shop-first-screen'),
 * so the client's first render is the server's: the same data, no request.
 */
export interface FirstScreenData {
  categories: Category[];
  firstPage: FirstPage;
  /** The product of a /product/:id screen, when the catalogue has it. */
  product?: Product;
  /** The id of a /product/:id screen the catalogue has no product for (the screen is "not found"). */
  missingProductId?: number;
}

/** What the server-side renderer made of one URL. */
export interface RenderedScreen {
  /** The markup inside #root. */
  markup: string;
  /** The screen is a "not found" one (unknown route or product): the page is answered 404. */
  notFound: boolean;
  /** The data the screen was rendered from, to embed in the page (the first page of a search added). */
  data: FirstScreenData;
}

/**
 * The server-side renderer (dist/ssr/renderScreen.js). `products` is the whole catalogue: a home
 * page opened with a search (?q=) shows its first matches, found by the client's own search so
 * that server and client agree.
 */
export type RenderScreen = (
  url: string,
  data: FirstScreenData,
  products: readonly Product[],
) => Promise<RenderedScreen>;

/** The shop's name: the header's title, the end of every tab title, the name search engines show. */
export const SHOP_NAME = 'Shopfront';

// The screens' titles (docs/requirements.md §2.1), written here once: the client names the browser
// tab with them and the server writes the same <title> into each page it renders (§10.16), so the
// tab does not change when the app takes the page over. A product's screen is titled by the product.
// Constants, not one object: the app chunk holds this module, so whatever the lazy screens take from
// it is in the first load, and constants cost it fewer bytes (docs/performance-history.md).
export const HOME_TITLE = 'Die besten Angebote';
export const FAVOURITES_TITLE = 'Your Marked Articles';
export const LOGIN_TITLE = 'Login';
/** The action page of the account emails (/auth/action). */
export const ACCOUNT_TITLE = 'Your account';
export const PAGE_NOT_FOUND_TITLE = 'Page not found';
export const PRODUCT_NOT_FOUND_TITLE = 'Product not found';

/** The browser tab's text for a screen: '{screen title} – Shopfront'. */
export const tabTitle = (screenTitle: string): string => `${screenTitle} – ${SHOP_NAME}`;
