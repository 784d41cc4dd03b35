// The catalogue as the import file (and the demo seed) describe it, before it is stored.
import type { VatRate } from '../../contract/selling';

export interface CategoryInput {
  /** Optional: ids are given in file order when missing. */
  id?: number;
  catName: string;
  bgColor: string;
  /** Path under the images folder (e.g. '/images/categories/sofa.webp') or an absolute URL. */
  imageUrl: string;
}

export interface ProductInput {
  id: number;
  title: string;
  /** Euros with at most two decimals, e.g. 1299 or 49.9. */
  price: number;
  description: string;
  mark: string;
  /** catName of a category in the file or (upsert) already in the shop. */
  category: string;
  /** File names under the image base URL, main picture first (1 to 4). */
  images: string[];
  /** Items in stock (a whole number from 0); null or left out: not counted. The checks always set it. */
  stock?: number | null;
  /** The VAT rate in the gross price; left out: 19. The checks always set it. */
  vatRate?: VatRate;
}

export interface CatalogInput {
  categories: CategoryInput[];
  products: ProductInput[];
}

export type ImportMode = 'replace' | 'upsert';

/** How a catalogue file is written: the documented JSON object, JSON Lines, or CSV of products. */
export type CatalogFormat = 'json' | 'jsonl' | 'csv';

/**
 * One record of a catalogue file as it is read: an element of one of its lists, or a line that is
 * neither. `line`: the file's line the record starts on, where the reader knows it.
 */
export type CatalogRecord = ({ list: 'categories' | 'products'; value: unknown } | { problem: string }) & {
  line?: number;
};
