// A catalogue file's preview and its recorded import: what the CLI and the staff area both run.
// The import counts what it does with the preview's own code, inside its transaction before it
// writes, refuses to go on when that differs from what a preview showed, and leaves one entry.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import type { ImportEntry } from '../../contract';
import type { ShopDb } from '../db/connection';
import { isSqlite } from '../db/dialect';
import type { ShopDatabase } from '../db/schema';
import type { ImportCounts } from './catalogDiff';
import type { CatalogFormat, CatalogRecord, ImportMode } from './catalogInput';
import { CatalogChangedError, importRecordsInto, inImportTransaction } from './importCatalog';
import { recordImport } from './importHistory';
import { previewCatalogRecords, type CatalogPreview } from './previewCatalog';
import { readCatalogFile } from './readCatalogFile';
import { readCatalogVersion } from '../db/catalogVersion';
import { categoryColumns, categoryOf } from './categoryRows';

export interface CatalogFile {
  /** The file's records, read afresh on each call (the import reads the file twice). */
  records(): AsyncIterable<CatalogRecord>;
  /** As the staff member's browser or the CLI's user named it. */
  name: string;
  bytes: number;
  sha256: string;
  format: CatalogFormat;
}

export type ImportFigures = ImportCounts & { categories: number; products: number };

export type ImportPhase = 'counting' | 'writing';

export interface RecordedImportOptions {
  mode: ImportMode;
  /** Who: the staff member's email, or the CLI's user. */
  by: string;
  via: ImportEntry['via'];
  /** A preview's: refused (CatalogChangedError) unless the catalogue is still the one it counted. */
  expected?: { version: number; figures: ImportFigures };
  /** The version was checked: the import goes ahead. */
  onBegun?: () => void;
  onProgress?: (phase: ImportPhase, products: number) => void;
}

/** A file on disk, hashed once as it is read (the CLI's; the staff area hashes its upload as it arrives). */
export async function catalogFileAt(path: string, format: CatalogFormat, name = path): Promise<CatalogFile> {
  const hash = createHash('sha256');
  for await (const block of createReadStream(path)) hash.update(block as Buffer);
  const { size } = await stat(path);
  return {
    records: () => readCatalogFile(path, format).records,
    name,
    bytes: size,
    sha256: hash.digest('hex'),
    format,
  };
}

/**
 * A CSV names products only: replacing with one keeps the shop's categories, given to the import ahead
 * of the file's rows (read now, before a replace empties the table).
 */
async function recordsFor(on: Kysely<ShopDatabase>, file: CatalogFile, mode: ImportMode) {
  if (file.format !== 'csv' || mode !== 'replace') return file.records();
  const categories = await on
    .selectFrom('categories')
    .select(categoryColumns)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return (async function* (): AsyncIterable<CatalogRecord> {
    for (const row of categories) {
      yield { list: 'categories', value: categoryOf(row) };
    }
    yield* file.records();
  })();
}

/** The file's preview on one snapshot of the catalogue (read only): its version and counts agree. */
export function previewCatalogFile(
  db: ShopDb,
  file: CatalogFile,
  mode: ImportMode,
  onProgress?: (products: number) => void,
): Promise<CatalogPreview> {
  const preview = async (on: Kysely<ShopDatabase>) =>
    previewCatalogRecords(on, await recordsFor(on, file, mode), mode, onProgress);
  if (isSqlite(db)) return db.transaction().execute(preview);
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await sql`set transaction read only`.execute(trx);
      return preview(trx);
    });
}

const figuresOf = (preview: CatalogPreview): ImportFigures => ({
  categories: preview.categories,
  products: preview.products,
  added: preview.added,
  changed: preview.changed,
  unchanged: preview.unchanged,
  removed: preview.removed,
});

const sameFigures = (a: ImportFigures, b: ImportFigures): boolean =>
  (Object.keys(a) as Array<keyof ImportFigures>).every((key) => a[key] === b[key]);

/** Imports the file all or nothing and records it; the entry as stored. */
export function importCatalogFile(db: ShopDb, file: CatalogFile, options: RecordedImportOptions): Promise<ImportEntry> {
  const { mode, expected } = options;
  return inImportTransaction(db, async (trx) => {
    const version = await readCatalogVersion(trx);
    if (expected && expected.version !== version) throw new CatalogChangedError('sincePreview');
    options.onBegun?.();
    // An empty shop: every product is new, nothing to compare.
    const empty = !(await trx.selectFrom('products').select('id').limit(1).executeTakeFirst());
    const counted = empty
      ? undefined
      : await previewCatalogRecords(trx, await recordsFor(trx, file, mode), mode, (products) =>
          options.onProgress?.('counting', products),
        );
    if (expected && counted && !sameFigures(figuresOf(counted), expected.figures))
      throw new CatalogChangedError('sincePreview');
    const result = await importRecordsInto(trx, await recordsFor(trx, file, mode), mode, (products) =>
      options.onProgress?.('writing', products),
    );
    // PostgreSQL: another writer committed meanwhile (the import's version moved on by more than its own).
    if ((await readCatalogVersion(trx)) !== version + 1) throw new CatalogChangedError('duringImport');
    const figures: ImportFigures = counted
      ? figuresOf(counted)
      : { ...result, added: result.products, changed: 0, unchanged: 0, removed: 0 };
    if (expected && !sameFigures(figures, expected.figures)) throw new CatalogChangedError('sincePreview');
    return recordImport(trx, {
      by: options.by,
      via: options.via,
      file: file.name,
      bytes: file.bytes,
      sha256: file.sha256,
      format: file.format,
      mode,
      ...figures,
    });
  });
}
