// Reads the catalogue with Kysely. Returns the API's shapes (src/contract/); product pictures
// become URLs under the configured image base, so a shop can move them to a CDN.
import type { Kysely } from 'kysely';
import type { Category, Product } from '../../contract';
import type { ShopDb } from '../db/connection';
import type { ProductsTable, ShopDatabase } from '../db/schema';
import { utcTime } from '../db/utcTime';

export interface CatalogRepository {
  catalogVersion(): Promise<number>;
  /** When the catalogue last changed (the sitemap's lastmod); optional for stand-in catalogues. */
  catalogChangedAt?(): Promise<Date | undefined>;
  listCategories(): Promise<Category[]>;
  listProducts(): Promise<Product[]>;
  findProduct(id: number): Promise<Product | undefined>;
}

/** A products row as read for the API (its list position only orders the query). */
type ProductRow = Omit<ProductsTable, 'position' | 'search_title' | 'updated_at'>;

/** The columns of a ProductRow. */
export const productColumns = ['id', 'title', 'price_cents', 'description', 'mark', 'category'] as const;

export function toProduct(row: ProductRow, files: string[], imageBaseUrl: string): Product {
  const images = files.map((file) => imageBaseUrl + file);
  return {
    id: Number(row.id),
    title: row.title,
    price: Number(row.price_cents) / 100,
    description: row.description,
    image: images[0] ?? '',
    mark: row.mark,
    images,
    category: row.category,
  };
}

export function groupFiles(rows: Array<{ product_id: number; file: string }>): Map<number, string[]> {
  const byProduct = new Map<number, string[]>();
  for (const row of rows) {
    const id = Number(row.product_id);
    const files = byProduct.get(id);
    if (files) files.push(row.file);
    else byProduct.set(id, [row.file]);
  }
  return byProduct;
}

/** The catalogue's version, on a database or inside a transaction. */
export async function readCatalogVersion(on: Kysely<ShopDatabase>): Promise<number> {
  const row = await on.selectFrom('catalog_meta').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

export function createCatalogRepository(db: ShopDb, imageBaseUrl: string): CatalogRepository {
  return {
    catalogVersion: () => readCatalogVersion(db),
    async catalogChangedAt() {
      const row = await db.selectFrom('catalog_meta').select('changed_at').where('id', '=', 1).executeTakeFirst();
      return utcTime(row?.changed_at);
    },
    async listCategories() {
      const rows = await db
        .selectFrom('categories')
        .select(['id', 'cat_name', 'bg_color', 'image_url'])
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        catName: row.cat_name,
        bgColor: row.bg_color,
        imageUrl: row.image_url,
      }));
    },
    async listProducts() {
      const rows = await db.selectFrom('products').select(productColumns).orderBy('position').orderBy('id').execute();
      const images = await db
        .selectFrom('product_images')
        .select(['product_id', 'file'])
        .orderBy('product_id')
        .orderBy('position')
        .execute();
      const files = groupFiles(images);
      return rows.map((row) => toProduct(row, files.get(Number(row.id)) ?? [], imageBaseUrl));
    },
    async findProduct(id) {
      const row = await db.selectFrom('products').select(productColumns).where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const images = await db
        .selectFrom('product_images')
        .select(['product_id', 'file'])
        .where('product_id', '=', id)
        .orderBy('position')
        .execute();
      return toProduct(
        row,
        images.map((image) => image.file),
        imageBaseUrl,
      );
    },
  };
}
