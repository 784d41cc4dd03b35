// What the staff area's import process is asked and answers (importJob.ts, importJobs.ts).
import type { ImportEntry } from '../../../contract';
import type { ImportFigures, ImportPhase } from '../../catalog/catalogFileImport';
import type { CatalogFormat, ImportMode } from '../../catalog/catalogInput';
import type { CatalogChange } from '../../catalog/importCatalog';
import type { CatalogPreview } from '../../catalog/previewCatalog';
import type { DatabaseTarget } from '../../db/connection';

export interface UploadedFile {
  path: string;
  name: string;
  bytes: number;
  sha256: string;
  format: CatalogFormat;
}

/** What to run, on which file. */
export type JobOrder = { file: UploadedFile; mode: ImportMode } & (
  { kind: 'preview' } | { kind: 'import'; by: string; expected: { version: number; figures: ImportFigures } }
);

export type JobRequest = JobOrder & { target: DatabaseTarget };

/** Why a job ended without its result: the import's own error kinds. */
export type JobFailureKind = 'file' | 'invalid' | 'changed' | 'database';

export type JobMessage =
  | { type: 'begun' }
  | { type: 'progress'; phase: ImportPhase; done: number }
  | { type: 'preview'; preview: CatalogPreview }
  | { type: 'imported'; entry: ImportEntry }
  /** `message`: the import's own words (English, as the CLI's); `change`: which change a 'changed' was. */
  | { type: 'failed'; kind: JobFailureKind; message: string; change?: CatalogChange };
