// Reads the catalogue with Kysely. Returns the API's shapes (src/contract/); product pictures
// become URLs under the configured image base, so a shop can move them to a CDN.
import type { Category, Product } from '../../contract';
import type { ShopDb } from '../db/connection';
import { utcTime } from '../db/utcTime';
import { readCatalogVersion } from '../db/catalogVersion';
import { categoryColumns, categoryOf } from './categoryRows';
import { pictureFilesOf, productColumns, toProduct } from './productRows';

export interface CatalogRepository {
  catalogVersion(): Promise<number>;
  /** When the catalogue last changed (the sitemap's lastmod); optional for stand-in catalogues. */
  catalogChangedAt?(): Promise<Date | undefined>;
  listCategories(): Promise<Category[]>;
  findProduct(id: number): Promise<Product | undefined>;
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
        .select(categoryColumns)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map(categoryOf);
    },
    async findProduct(id) {
      const row = await db.selectFrom('products').select(productColumns).where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      return toProduct(row, (await pictureFilesOf(db, [id])).get(id) ?? [], imageBaseUrl);
    },
  };
}
