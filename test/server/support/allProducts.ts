// Every product of a test's small catalogue, shaped as the API answers it, to compare whole catalogues.
// The shop has no such read: at 1,000,000 products it pages (catalogPages.ts, productBatches.ts).
import type { Product } from '@/contract';
import { pictureFilesOf, productColumns, toProduct } from '@/server/catalog/productRows';
import type { ShopDb } from '@/server/db/connection';

export async function allProducts(db: ShopDb, imageBaseUrl: string): Promise<Product[]> {
  const rows = await db.selectFrom('products').select(productColumns).orderBy('position').orderBy('id').execute();
  const files = await pictureFilesOf(db);
  return rows.map((row) => toProduct(row, files.get(Number(row.id)) ?? [], imageBaseUrl));
}
