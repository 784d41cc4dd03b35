// Catalogue files of any size for the import benchmark and tests, written product by product (never
// held whole): the documented JSON object, or JSON Lines. Products are the generated catalogue's.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { CategoryInput, ProductInput } from '@/server/catalog/catalogInput';
import { demoCatalog } from '@/server/db/demoCatalog';
import { generatedProduct } from './catalogues';

export interface CatalogFileOptions {
  format?: 'json' | 'jsonl';
  /** JSON only: the categories' list after the products' list. */
  categoriesLast?: boolean;
  /** Changes the product at this index (for a bad record late in the file). */
  spoil?: { index: number; change: (product: ProductInput) => unknown };
}

function* jsonParts(count: number, options: CatalogFileOptions): Iterable<string> {
  const categories = `"categories":${JSON.stringify(demoCatalog.categories)}`;
  yield options.categoriesLast ? '{"products":[' : `{${categories},"products":[`;
  for (let index = 0; index < count; index++) yield `${index ? ',' : ''}\n${JSON.stringify(product(index, options))}`;
  yield options.categoriesLast ? `],${categories}}\n` : ']}\n';
}

function* jsonLinesParts(count: number, options: CatalogFileOptions): Iterable<string> {
  const categoryLine = (category: CategoryInput) => `${JSON.stringify({ category })}\n`;
  yield demoCatalog.categories.map(categoryLine).join('');
  for (let index = 0; index < count; index++) yield `${JSON.stringify({ product: product(index, options) })}\n`;
}

function product(index: number, { spoil }: CatalogFileOptions): unknown {
  const generated = generatedProduct(index);
  return spoil?.index === index ? spoil.change(generated) : generated;
}

/** Writes `count` generated products to `file`; resolves with the file's size in bytes. */
export async function writeCatalogFile(file: string, count: number, options: CatalogFileOptions = {}): Promise<number> {
  const out = createWriteStream(file);
  const parts = options.format === 'jsonl' ? jsonLinesParts(count, options) : jsonParts(count, options);
  for (const part of parts) if (!out.write(part)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
  return out.bytesWritten;
}
