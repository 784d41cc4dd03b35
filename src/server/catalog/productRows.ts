// A product from its row and its pictures, read one way by the shop's API, the staff's edits and the
// import's comparison: the columns, the pictures in order, the row's fields as the contract's.
import type { Kysely } from 'kysely';
import type { AdminProduct, Product } from '../../contract';
import { DEFAULT_VAT_RATE, isVatRate } from '../../contract/selling';
import { eurosOf } from '../../money';
import type { ProductsTable, ShopDatabase } from '../db/schema';

/** A products row as read for the API (its list position only orders the query). */
type ProductRow = Omit<ProductsTable, 'position' | 'search_title' | 'updated_at' | 'stock' | 'vat_rate'>;

/** The columns of a ProductRow. */
export const productColumns = ['id', 'title', 'price_cents', 'description', 'mark', 'category'] as const;

/** Staff's and the import's row: the shop's columns and stock and VAT, which the shop's cached answers leave out. */
type AdminProductRow = ProductRow & Pick<ProductsTable, 'stock'> & { vat_rate: number };
export const adminProductColumns = [...productColumns, 'stock', 'vat_rate'] as const;

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

/** The picture files of these products (every product's without `ids`), each product's in order. */
export async function pictureFilesOf(
  on: Kysely<ShopDatabase>,
  ids?: readonly number[],
): Promise<Map<number, string[]>> {
  let query = on.selectFrom('product_images').select(['product_id', 'file']);
  if (ids) query = query.where('product_id', 'in', ids);
  return groupFiles(await query.orderBy('product_id').orderBy('position').execute());
}

/** The row's fields as the contract's, shared by the shop's and the staff's product. */
const productFieldsOf = (row: ProductRow, files: string[]) => ({
  id: Number(row.id),
  title: row.title,
  price: eurosOf(row.price_cents),
  description: row.description,
  mark: row.mark,
  category: row.category,
  images: files,
});

/** The product as staff edit it: the import's fields, its pictures as file names. */
export function adminProductOf(row: AdminProductRow, files: string[]): AdminProduct {
  const rate = Number(row.vat_rate);
  return {
    ...productFieldsOf(row, files),
    stock: row.stock === null ? null : Number(row.stock),
    vatRate: isVatRate(rate) ? rate : DEFAULT_VAT_RATE,
  };
}

/** The product as the shop answers it: its pictures as URLs under the image base, the first as `image`. */
export function toProduct(row: ProductRow, files: string[], imageBaseUrl: string): Product {
  const { id, title, price, description, mark, category, images } = productFieldsOf(
    row,
    files.map((file) => imageBaseUrl + file),
  );
  // The answer's field order: its prepared bytes and their ETag stay as they were.
  return { id, title, price, description, image: images[0] ?? '', mark, images, category };
}
