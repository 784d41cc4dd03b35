// What an import would do to the products: each checked product of the file compared, a batch at a
// time by id, with the one stored (the import's fields, pictures in order). Only reads, so the
// preview runs it on the catalogue as it is and the import on its own transaction before writing.
import type { Kysely } from 'kysely';
import type { ShopDatabase } from '../db/schema';
import type { ImportMode, ProductInput } from './catalogInput';
import { adminProductColumns, pictureFilesOf } from './productRows';
import { centsOf } from '../../money';
import { DEFAULT_VAT_RATE } from '../../contract/selling';

/** Ids per lookup: a bound-parameter list both databases take. */
const BATCH = 500;

export interface ImportCounts {
  added: number;
  /** A field the import writes differs (title, price, description, mark, category, pictures, stock, VAT). */
  changed: number;
  /** Written as it is stored; a replace may still move it in the list. */
  unchanged: number;
  /** In the shop, not in a replacing file. */
  removed: number;
}

/** A product as stored: its row's import fields and its pictures in order. */
export type StoredProduct = Pick<
  ShopDatabase['products'],
  'title' | 'price_cents' | 'description' | 'mark' | 'category' | 'stock'
> & { vat_rate: number; images: string[] };
type Stored = StoredProduct;

/** Whether the import would write `product` exactly as it is stored. */
export const sameProduct = (product: ProductInput, stored: StoredProduct): boolean =>
  product.title === stored.title &&
  centsOf(product.price) === Number(stored.price_cents) &&
  product.description === stored.description &&
  product.mark === stored.mark &&
  product.category === stored.category &&
  (product.stock ?? null) === (stored.stock === null ? null : Number(stored.stock)) &&
  (product.vatRate ?? DEFAULT_VAT_RATE) === Number(stored.vat_rate) &&
  product.images.length === stored.images.length &&
  product.images.every((file, index) => file === stored.images[index]);

export class CatalogDiff {
  private batch: ProductInput[] = [];
  private counts = { added: 0, changed: 0, unchanged: 0 };
  /** Products of the file the shop has: a replace removes the others. */
  private found = 0;

  constructor(private readonly on: Kysely<ShopDatabase>) {}

  async add(product: ProductInput): Promise<void> {
    this.batch.push(product);
    if (this.batch.length >= BATCH) await this.compare();
  }

  async result(mode: ImportMode): Promise<ImportCounts> {
    await this.compare();
    const stored =
      mode === 'replace'
        ? Number(
            (
              await this.on
                .selectFrom('products')
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirst()
            )?.n ?? 0,
          )
        : 0;
    return { ...this.counts, removed: mode === 'replace' ? stored - this.found : 0 };
  }

  private async compare(): Promise<void> {
    const batch = this.batch.splice(0);
    if (batch.length === 0) return;
    const ids = batch.map((product) => product.id);
    const rows = await this.on.selectFrom('products').select(adminProductColumns).where('id', 'in', ids).execute();
    const files = await pictureFilesOf(this.on, ids);
    const stored = new Map<number, Stored>(
      rows.map((row) => [Number(row.id), { ...row, images: files.get(Number(row.id)) ?? [] }]),
    );
    for (const product of batch) {
      const before = stored.get(product.id);
      if (!before) this.counts.added++;
      else {
        this.found++;
        if (sameProduct(product, before)) this.counts.unchanged++;
        else this.counts.changed++;
      }
    }
  }
}
