// The catalogues the benchmarks and the scale test run on: the demo catalogue the shop seeds, and a
// generated one of 10,000 products built from the demo products (their pictures exist, titles and
// prices vary), written into a fresh SQLite file through the shop's own import path.
import path from 'node:path';
import type { CatalogInput, ProductInput } from '@/server/catalog/catalogInput';
import { importCatalog } from '@/server/catalog/importCatalog';
import { openSqlite } from '@/server/db/connection';
import { demoCatalog } from '@/server/db/demoCatalog';
import { migrateToLatest } from '@/server/db/migrations';

export const LARGE_CATALOG_SIZE = 10_000;

export interface NamedCatalog {
  name: string;
  catalogue: CatalogInput;
}

/** The words after a demo title in a generated one, before its round number. */
export const VARIANTS = ['Edition', 'Modell', 'Serie', 'Ausführung', 'Version'];

/** The `index`th generated product: a demo product with a distinct, searchable title and its own price. */
export function generatedProduct(index: number): ProductInput {
  const base = demoCatalog.products;
  const model = base[index % base.length] as ProductInput;
  const round = Math.floor(index / base.length) + 1;
  const variant = VARIANTS[round % VARIANTS.length];
  return {
    ...model,
    id: index + 1,
    title: `${model.title} ${variant} ${round}`,
    price: Math.round(model.price * (0.8 + ((index * 37) % 41) / 100) * 100) / 100,
  };
}

/** `count` products cycling through the demo products; every title is distinct and searchable. */
export function generateCatalog(count: number): CatalogInput {
  return {
    categories: demoCatalog.categories,
    products: Array.from({ length: count }, (_, index) => generatedProduct(index)),
  };
}

export function benchCatalogs(): NamedCatalog[] {
  return [
    { name: `demo (${demoCatalog.products.length} products)`, catalogue: demoCatalog },
    {
      name: `generated (${LARGE_CATALOG_SIZE.toLocaleString('en')} products)`,
      catalogue: generateCatalog(LARGE_CATALOG_SIZE),
    },
  ];
}

/** A new SQLite file in `dir` holding the catalogue, written by the shop's own import (validated). */
export async function writeCatalogDatabase(dir: string, fileName: string, catalogue: CatalogInput): Promise<string> {
  const file = path.join(dir, fileName);
  const db = openSqlite(file);
  try {
    await migrateToLatest(db);
    await importCatalog(db, catalogue, 'replace');
  } finally {
    await db.destroy();
  }
  return file;
}
