// The staff area's preview or import, in a process of its own (started by importJobs.ts): its
// database connection, its transaction and its parsing never hold the server's event loop or the
// connection the shoppers' requests use. Killed, it changes nothing: its transaction dies with it.
import { importCatalogFile, previewCatalogFile } from '../../catalog/catalogFileImport';
import { CatalogChangedError, CatalogFileError } from '../../catalog/importCatalog';
import { readCatalogFile } from '../../catalog/readCatalogFile';
import { CatalogValidationError } from '../../catalog/validateCatalog';
import { openDatabase } from '../../db/connection';
import type { JobFailureKind, JobMessage, JobRequest } from './importJobMessages';

const send = (message: JobMessage) =>
  new Promise<void>((resolve) => {
    if (process.send) process.send(message, () => resolve());
    else resolve();
  });

function failureKind(error: unknown): JobFailureKind {
  if (error instanceof CatalogFileError) return 'file';
  if (error instanceof CatalogValidationError) return 'invalid';
  if (error instanceof CatalogChangedError) return 'changed';
  return 'database';
}

async function run(request: JobRequest): Promise<void> {
  const db = openDatabase(request.target);
  try {
    const { path, format } = request.file;
    // Hashed as it was received: the token's check is the server's.
    const file = { ...request.file, records: () => readCatalogFile(path, format).records };
    if (request.kind === 'preview') {
      const preview = await previewCatalogFile(db, file, request.mode, (done) => {
        void send({ type: 'progress', phase: 'counting', done });
      });
      await send({ type: 'preview', preview });
    } else {
      const entry = await importCatalogFile(db, file, {
        mode: request.mode,
        by: request.by,
        via: 'browser',
        expected: request.expected,
        onBegun: () => void send({ type: 'begun' }),
        onProgress: (phase, done) => void send({ type: 'progress', phase, done }),
      });
      await send({ type: 'imported', entry });
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const change = error instanceof CatalogChangedError ? error.change : undefined;
    await send({ type: 'failed', kind: failureKind(error), message, ...(change && { change }) });
  } finally {
    await db.destroy().catch(() => undefined);
  }
}

process.once('message', (request: JobRequest) => {
  void run(request).finally(() => process.disconnect?.());
});
