// Table types for Kysely. Money is stored as integer cents so no euro amount is ever rounded.
import type { Generated } from 'kysely';

interface CategoriesTable {
  id: number;
  cat_name: string;
  bg_color: string;
  image_url: string;
  position: number;
}

export interface ProductsTable {
  id: number;
  title: string;
  price_cents: number;
  description: string;
  mark: string;
  /** cat_name of the product's category. */
  category: string;
  position: number;
  /** The title as searches compare it (normaliseForSearch of the contract), under a substring index. */
  search_title: string;
  /** When the product last changed, ms since 1970 (its sitemap lastmod): set by every write that changes it. */
  updated_at: number;
  /** Items in stock (≥ 0); null: not counted, never sold out. */
  stock: number | null;
  /** The VAT rate in the gross price: 19 or 7. */
  vat_rate: Generated<number>;
}

interface ProductImagesTable {
  product_id: number;
  position: number;
  /** File name under the configured image base URL, e.g. 'ecksofa-cord-1.webp'. */
  file: string;
}

/** One row (id 1): bumped by every catalogue change so prepared answers know when to rebuild. */
interface CatalogMetaTable {
  id: number;
  version: Generated<number>;
  /** When the version last moved on, UTC: text on SQLite ('2026-11-24 13:52:11'), a Date from PostgreSQL. */
  changed_at: string | Date | null;
  /** The products in the catalogue, kept by every write (catalog/moveCatalogOn.ts); null: count them. */
  product_count: number | null;
  /** Moves when a write puts products in new places (a replace): a list read in batches across it starts again. */
  order_version: Generated<number>;
}

/** A signed-in shopper's favourite: the account is the ID token's `sub` (the Firebase uid). */
interface FavouritesTable {
  account: string;
  product_id: number;
  /** When it was marked, UTC: text on SQLite ('2026-11-24 13:52:11'), a Date from PostgreSQL. */
  created_at: Generated<string | Date>;
}

/** The catalogue's word list: each word of the titles (folded, 4 letters or more) once ("Did you mean"). */
interface SearchWordsTable {
  word: string;
  /** The titles' own spelling in lower case, shown in a suggestion. */
  spelling: string;
  /** Products whose title holds the word. */
  products: number;
}

/** The three-letter pieces of each listed word (padded as pg_trgm pads), to find its near spellings. */
interface SearchWordGramsTable {
  gram: string;
  /** The word's length in letters: a typo changes it by one at most. */
  length: number;
  word: string;
}

/** Work on the data left by a migration, done while the shop answers (db/upkeep): a row while it is left. */
interface UpkeepJobsTable {
  name: string;
  /** The last product id done, for jobs that go through the products by id (0: from the start). */
  after_id: number;
}

/** A member of the shop's staff (`npm run staff`): the email as normaliseEmail gives it (staff/staffList.ts). */
interface StaffTable {
  email: string;
  /** When it was added, UTC: text on SQLite ('2026-11-24 13:52:11'), a Date from PostgreSQL. */
  added_at: Generated<string | Date>;
}

/** One change to a product by staff (staff/productEdits.ts), kept for its history and undo. */
interface ProductChangesTable {
  id: Generated<number>;
  product_id: number;
  /** When, UTC: text on SQLite ('2026-11-24 13:52:11'), a Date from PostgreSQL. */
  at: Generated<string | Date>;
  /** The staff member's email, as the staff list keeps it. */
  by: string;
  action: string;
  /** The product before and after (JSON of the import's fields); null where there was or is none. */
  before: string | null;
  after: string | null;
  /** An undo: the change it undid. */
  undoes: number | null;
}

/** One change to a category by staff (staff/categoryEdits.ts), kept for its history. */
interface CategoryChangesTable {
  id: Generated<number>;
  category_id: number;
  /** When, UTC: text on SQLite ('2026-11-24 13:52:11'), a Date from PostgreSQL. */
  at: Generated<string | Date>;
  by: string;
  /** 'add', 'save' or 'remove'. */
  action: string;
  /** The category before and after (JSON of the import's fields); null where there was or is none. */
  before: string | null;
  after: string | null;
}

/** One catalogue import, from the CLI or the staff area (catalog/importHistory.ts). */
interface CatalogImportsTable {
  id: Generated<number>;
  /** When it landed, UTC: text on SQLite ('2026-11-24 13:52:11'), a Date from PostgreSQL. */
  at: Generated<string | Date>;
  /** The staff member's email, or the CLI's user name. */
  by: string;
  via: string;
  /** The file's name as given (its path for the CLI), its size and SHA-256. */
  file: string;
  /** A bigint: a string from PostgreSQL. */
  bytes: number | string;
  sha256: string;
  format: string;
  mode: string;
  categories: number;
  products: number;
  added: number;
  changed: number;
  unchanged: number;
  removed: number;
}

/** One row (id 1): the shop's settings as JSON (shop/shopSettings.ts) and the version its ETag names. */
interface ShopSettingsTable {
  id: number;
  version: Generated<number>;
  settings: string;
}

/** One change to the shop settings by staff, kept as category changes are. */
interface ShopSettingsChangesTable {
  id: Generated<number>;
  at: Generated<string | Date>;
  by: string;
  action: string;
  before: string | null;
  after: string | null;
}

/** A guest basket merged into an account, by the browser's key for that merge. */
interface BasketMergesTable {
  account: string;
  merge_key: string;
  /** When, ms since 1970: keys older than a day are forgotten. */
  merged_at: number;
}

/** A line of a signed-in shopper's basket; the account is the ID token's `sub`. */
interface BasketLinesTable {
  account: string;
  product_id: number;
  quantity: number;
  /** The unit price when the line was added, so the basket can say it changed. */
  seen_price_cents: number;
  /** When it was added, ms since 1970 (the basket's order). */
  added_at: number;
}

/** An order as placed: prices, tax and shipping from the shop's data at that moment. */
interface OrdersTable {
  number: Generated<number>;
  /** ms since 1970. */
  created_at: number;
  /** The shopper's Idempotency-Key: one key, one order. */
  idempotency_key: string;
  /** SHA-256 of the request body, to tell the same request from another one under the same key. */
  request_hash: string;
  /** The guest's key to the order page (`?token=`). */
  access_token: string;
  /** The account's uid when ordered signed in; null for guests and deleted accounts. */
  account: string | null;
  email: string;
  name: string;
  street: string;
  postal_code: string;
  city: string;
  /** ISO 3166 code: 'DE'. */
  country: string;
  payment_method: string;
  status: string;
  subtotal_cents: number;
  shipping_cents: number;
  total_cents: number;
  /** Moves with every change (the ETag staff edit against). */
  version: Generated<number>;
  tracking_number: string | null;
  /** The language the shopper ordered in, 'en' or 'de': the emails about the order speak it. */
  language: string;
}

/** A line of an order, as sold. */
interface OrderLinesTable {
  order_number: number;
  position: number;
  product_id: number;
  title: string;
  quantity: number;
  unit_price_cents: number;
  vat_rate: number;
  /** Whether the product's stock was counted, so a cancel puts back only what was taken. */
  counted: boolean | number;
}

/** An email waiting to be sent, or sent (mail/outbox.ts): written with the change that causes it. */
interface MailOutboxTable {
  id: Generated<number>;
  /** The order it is about, if any. */
  order_number: number | null;
  /** 'order_confirmation', 'order_notice', 'shipped', 'cancelled'. */
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /** ms since 1970. */
  created_at: number;
  /** Not before this (ms): a claim or a failed attempt moves it on. */
  next_attempt_at: number;
  attempts: Generated<number>;
  /** When the mail server took it (ms); null while pending. */
  sent_at: number | null;
  last_error: string | null;
}

/** A staff change of an order's status (staff/orders/): `action` 'status' or 'undo'; before and after
 * are JSON of the status and tracking number. Kept as a product's changes are. */
type OrderChangesTable = Omit<ProductChangesTable, 'product_id'> & { order_number: number };

export interface ShopDatabase {
  categories: CategoriesTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  catalog_meta: CatalogMetaTable;
  favourites: FavouritesTable;
  search_words: SearchWordsTable;
  search_word_grams: SearchWordGramsTable;
  upkeep_jobs: UpkeepJobsTable;
  staff: StaffTable;
  product_changes: ProductChangesTable;
  category_changes: CategoryChangesTable;
  catalogue_imports: CatalogImportsTable;
  shop_settings: ShopSettingsTable;
  shop_settings_changes: ShopSettingsChangesTable;
  basket_lines: BasketLinesTable;
  basket_merges: BasketMergesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  mail_outbox: MailOutboxTable;
  order_changes: OrderChangesTable;
}
