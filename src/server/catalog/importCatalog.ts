// Check and write record by record: the one path by which a catalogue enters the database (import
// CLI and demo seed). All in one transaction, so any problem, failure or kill changes nothing.
import { sql } from 'kysely';
import { isSqlite } from '../db/dialect';
import type { ShopDb } from '../db/connection';
import { inWriteTransaction, type Trx } from '../db/writeTransaction';
import { inEnglish, type Words } from '../i18n/serverI18n';
import type { CatalogRecord, ImportMode } from './catalogInput';
import {
  CatalogChecker,
  CatalogValidationError,
  isCatalogShape,
  SHAPE_PROBLEM,
  unknownCategoryProblem,
} from './validateCatalog';
import { CatalogWriteError, CatalogWriter } from './writeCatalog';

const PROGRESS_STEP = 10_000;

export interface ImportResult {
  categories: number;
  products: number;
}

/** Called with the number of products read, every PROGRESS_STEP products and once the file is read. */
export type ProgressListener = (products: number) => void;

/** Reading the file failed (unreadable, not JSON, cut short); nothing was changed. */
export class CatalogFileError extends Error {}

/** When the catalogue changed under an import: since the preview it was counted by, or while it ran. */
export type CatalogChange = 'sincePreview' | 'duringImport';

/** What the staff area and the CLI say of each: nothing was changed, and what to do. */
export const CATALOG_CHANGED: Record<CatalogChange, Words> = {
  sincePreview: (i18n) =>
    i18n._({
      id: 'api.import.changedSincePreview',
      message:
        'The catalogue changed since this file was previewed (someone saved or imported meanwhile); nothing was changed. Preview the file again.',
    }),
  duringImport: (i18n) =>
    i18n._({
      id: 'api.import.changedDuringImport',
      message: 'The catalogue changed while the file was being imported; nothing was changed. Import the file again.',
    }),
};

/** The catalogue is not the one the import was counted against (a preview, or its own start); nothing was changed. */
export class CatalogChangedError extends Error {
  constructor(readonly change: CatalogChange) {
    super(inEnglish(CATALOG_CHANGED[change]));
  }
}

async function importInTransaction(
  writer: CatalogWriter,
  records: AsyncIterable<CatalogRecord> | Iterable<CatalogRecord>,
  onProgress?: ProgressListener,
): Promise<ImportResult> {
  const checker = new CatalogChecker(writer.knownCategories);
  for await (const record of records) {
    if ('problem' in record) checker.problem(record.problem);
    else if (record.list === 'categories') {
      const index = checker.categories;
      const category = checker.category(record.value);
      if (category) writer.addCategory(category, index);
    } else {
      const checked = checker.product(record.value);
      // After a problem only products waiting for their category are kept, to check that reference.
      if (checked && (checker.clean || !checked.categoryKnown))
        await writer.addProduct(checked.product, checked.index, checked.categoryKnown);
      if (checker.products % PROGRESS_STEP === 0) onProgress?.(checker.products);
    }
  }
  if (checker.products % PROGRESS_STEP !== 0) onProgress?.(checker.products);
  const unknown = await writer.unknownReferences(20);
  checker.problems(
    unknown.first.map((reference) => unknownCategoryProblem(reference.index, reference.id, reference.category)),
    unknown.total,
  );
  checker.throwIfProblems();
  await writer.finish();
  return { categories: checker.categories, products: checker.products };
}

/** The import's writes inside `trx`: checked record by record, written in batches, the version moved on. */
export async function importRecordsInto(
  trx: Trx,
  records: AsyncIterable<CatalogRecord> | Iterable<CatalogRecord>,
  mode: ImportMode,
  onProgress?: ProgressListener,
): Promise<ImportResult> {
  return importInTransaction(await CatalogWriter.open(trx, mode), records, onProgress);
}

/**
 * `work` in the import's one transaction, holding the write lock from its start (SQLite: no other
 * writer between what it reads and what it writes); a failure of the database's is a CatalogWriteError.
 */
export async function inImportTransaction<T>(db: ShopDb, work: (trx: Trx) => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await inWriteTransaction(db, work);
  } catch (error) {
    if (
      error instanceof CatalogValidationError ||
      error instanceof CatalogFileError ||
      error instanceof CatalogChangedError
    )
      throw error;
    throw new CatalogWriteError(error);
  }
  await markRowsVisible(db);
  return result;
}

/** Imports records as a file yields them; the database's writes hold the reading back. */
export async function importCatalogRecords(
  db: ShopDb,
  records: AsyncIterable<CatalogRecord> | Iterable<CatalogRecord>,
  mode: ImportMode,
  onProgress?: ProgressListener,
): Promise<ImportResult> {
  return inImportTransaction(db, (trx) => importRecordsInto(trx, records, mode, onProgress));
}

/**
 * PostgreSQL: searches walk the order index without reading the rows only where the visibility map
 * says every row is visible; after an import only VACUUM says so (the figures: docs/performance.md).
 * The import has landed already: a failure here changes nothing.
 */
async function markRowsVisible(db: ShopDb): Promise<void> {
  if (isSqlite(db)) return;
  await sql`vacuum (analyze) products, product_images`.execute(db).catch(() => undefined);
}

function* recordsOf(data: Record<'categories' | 'products', unknown[]>): Iterable<CatalogRecord> {
  for (const value of data.categories) yield { list: 'categories', value };
  for (const value of data.products) yield { list: 'products', value };
}

/** Imports a catalogue held in memory (the demo seed, tests, benchmarks). */
export async function importCatalog(
  db: ShopDb,
  data: unknown,
  mode: ImportMode,
  onProgress?: ProgressListener,
): Promise<ImportResult> {
  if (!isCatalogShape(data)) throw new CatalogValidationError([SHAPE_PROBLEM]);
  return importCatalogRecords(db, recordsOf(data), mode, onProgress);
}
