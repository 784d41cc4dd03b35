// Validate, then write: the one path by which a catalogue enters the database (import CLI and demo seed).
import type { ShopDb } from '../db/connection';
import type { CatalogInput, ImportMode } from './catalogInput';
import { createCatalogRepository } from './repository';
import { validateCatalog } from './validateCatalog';
import { writeCatalog, type ProgressListener } from './writeCatalog';

export interface ImportResult {
  categories: number;
  products: number;
}

export async function importCatalog(
  db: ShopDb,
  data: unknown,
  mode: ImportMode,
  onProgress?: ProgressListener,
): Promise<ImportResult> {
  const known = mode === 'upsert' ? await createCatalogRepository(db, '').categoryNames() : new Set<string>();
  const input: CatalogInput = validateCatalog(data, known);
  await writeCatalog(db, input, mode, onProgress);
  return { categories: input.categories.length, products: input.products.length };
}
