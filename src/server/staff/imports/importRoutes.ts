// The staff's catalogue file import (docs/staff.md): POST …/imports/preview answers what the
// file would do and a token; POST …/imports with the token and the same file imports it, its progress
// streamed back as NDJSON on that request (any copy can take it: nothing is kept between the two);
// GET …/imports lists the imports, CLI ones too. Behind requireStaff, never cached.
import { PassThrough } from 'node:stream';
import type { I18n } from '@lingui/core';
import type { FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { ImportPreview, ImportProgress } from '../../../contract';
import { refTo } from '../../../contract/schemaRef';
import {
  ImportEntrySchema,
  ImportHistorySchema,
  ImportPreviewSchema,
  ImportProgressSchema,
} from '../../../contract/staffSchemas';
import { NO_STORE } from '../../account/accountScope';
import type { IdTokenVerifier } from '../../auth/idTokens';
import { requireStaff } from '../../auth/requireStaff';
import { listImports } from '../../catalog/importHistory';
import { CATALOG_CHANGED } from '../../catalog/importCatalog';
import type { CatalogPreview } from '../../catalog/previewCatalog';
import type { ShopDb } from '../../db/connection';
import { guarded } from '../../db/unavailableOnError';
import { ApiError, errorAnswers, RETRY_AFTER_SECONDS } from '../../http/errors';
import { answerI18n } from '../../http/requestLanguage';
import { asWritten, type Words } from '../../i18n/serverI18n';
import { routePlugin, type RouteApp } from '../../http/routePlugin';
import { normaliseEmail, type StaffList } from '../staffList';
import type { JobFailureKind, JobMessage, JobOrder, UploadedFile } from './importJobMessages';
import { type ImportJobs, ImportJobsBusyError } from './importJobs';
import { decodeToken, encodeToken, type PreviewToken } from './importToken';
import { receiveUpload } from './uploadedFile';
import { STAFF_API } from '../../../staffRoutes';
import { staffRoute } from '../versioned/staffScope';

export interface ImportRouteOptions {
  db: ShopDb;
  jobs: ImportJobs;
  staff: StaffList;
  idTokens: IdTokenVerifier;
  /** After an import committed (its job's last word): this copy's shoppers see it at once. */
  catalogWritten: () => void;
}

const HISTORY_PAGE = 20;
const HISTORY_PAGE_MAX = 100;
const UNAVAILABLE: Words = (i18n) =>
  i18n._({
    id: 'api.import.unavailable',
    message: 'The catalogue cannot be read right now. Please try again in a few seconds.',
  });

const fileBody = Type.Unknown({
  description: 'The catalogue file itself, as the request body (any Content-Type), at most 256 MiB.',
});
const PreviewQuery = Type.Object({
  name: Type.String({
    minLength: 1,
    maxLength: 255,
    description: "The file's name: '.csv', '.jsonl'/'.ndjson', else JSON (the format).",
  }),
  mode: Type.Optional(
    Type.Union([Type.Literal('upsert'), Type.Literal('replace')], {
      default: 'upsert',
      description: "'upsert' (default) or 'replace', as the CLI's --mode.",
    }),
  ),
});
const ImportQuery = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 2000, description: "The preview's token." }),
});
const HistoryQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: HISTORY_PAGE_MAX, default: HISTORY_PAGE })),
  before: Type.Optional(Type.Integer({ minimum: 1, description: 'Only imports older than this one.' })),
});

/** A job's failure as the API's error: the status, name and the import's own words. */
const FAILURES: Record<JobFailureKind, { status: number; error: string }> = {
  file: { status: 400, error: 'invalid_file' },
  invalid: { status: 400, error: 'invalid_file' },
  changed: { status: 409, error: 'catalogue_changed' },
  database: { status: 503, error: 'unavailable' },
};

/** Nothing came back from the job (its process ended): the transaction died with it. */
const STOPPED: Words = (i18n) =>
  i18n._({
    id: 'api.import.stopped',
    message: 'The import stopped before it finished; nothing was changed. Look at the list of imports, then try again.',
  });

const UPLOAD_TYPES = ['application/octet-stream', 'text/csv', 'application/json', 'application/x-ndjson'];

const unavailable = () => new ApiError(503, 'unavailable', UNAVAILABLE, { 'retry-after': String(RETRY_AFTER_SECONDS) });

/**
 * A job that ended without its result, as the API's error. A changed catalogue is said in the request's
 * language; a file's problems in the import's own words (the CLI's, quoting the parsers'), English.
 */
function failure(final: Awaited<ReturnType<ImportJobs['run']>>): ApiError {
  if (final.type !== 'failed') return new ApiError(500, 'import_stopped', STOPPED);
  const { status, error } = FAILURES[final.kind];
  if (status === 503) return unavailable();
  return new ApiError(status, error, final.change ? CATALOG_CHANGED[final.change] : asWritten(final.message));
}

const busy = () =>
  new ApiError(
    503,
    'busy',
    (i18n) =>
      i18n._({
        id: 'api.import.busy',
        message: 'This server is previewing or importing another file. Please try again in a minute.',
      }),
    { 'retry-after': String(RETRY_AFTER_SECONDS) },
  );

/** Aborted when the client goes away before the answer is complete: the job is stopped with it. */
function abortOnClose(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

function previewAnswer(file: UploadedFile, mode: PreviewToken['mode'], preview: CatalogPreview): ImportPreview {
  const { version, invalid, ...figures } = preview;
  const importable = invalid.total === 0;
  return {
    file: file.name,
    bytes: file.bytes,
    format: file.format,
    mode,
    ...figures,
    invalid,
    ...(importable && { token: encodeToken({ sha256: file.sha256, name: file.name, mode, version, figures }) }),
  };
}

const noFigures = { categories: 0, products: 0, added: 0, changed: 0, unchanged: 0, removed: 0 };

/** Runs the job; a failure before its answer began becomes the API's error. */
async function runJob(
  jobs: ImportJobs,
  request: JobOrder,
  onMessage: (message: JobMessage) => void,
  signal: AbortSignal,
) {
  try {
    return await jobs.run(request, onMessage, signal);
  } catch (error) {
    if (error instanceof ImportJobsBusyError) throw busy();
    throw error;
  }
}

function previewRoute(app: RouteApp, { jobs }: ImportRouteOptions): void {
  app.post(
    STAFF_API.adminImportPreview,
    {
      schema: {
        ...staffRoute,
        summary: 'What importing this catalogue file would do, and its invalid rows by line; writes nothing.',
        consumes: UPLOAD_TYPES,
        querystring: PreviewQuery,
        body: fileBody,
        response: { 200: refTo(ImportPreviewSchema), ...errorAnswers(400, 401, 403, 413, 503) },
      },
    },
    async (request, reply) => {
      const { name, mode = 'upsert' } = request.query;
      const upload = await receiveUpload(request, name);
      try {
        const order: JobOrder = { kind: 'preview', file: upload.file, mode };
        const final = await runJob(jobs, order, () => undefined, abortOnClose(reply));
        if (final.type === 'preview') return reply.send(previewAnswer(upload.file, mode, final.preview));
        if (final.type === 'failed' && (final.kind === 'file' || final.kind === 'invalid')) {
          const { name: file, bytes, format } = upload.file;
          const invalid = { total: 0, rows: [] };
          return reply.send({ file, bytes, format, mode, ...noFigures, invalid, problem: final.message });
        }
        throw unavailable();
      } finally {
        await upload.dispose();
      }
    },
  );
}

/** The import's progress as NDJSON lines: its phases, then `done` with the entry or `error`. */
class ProgressLines {
  readonly stream = new PassThrough();
  /** `i18n`: the request's language, which the last line's message speaks. */
  constructor(
    private readonly total: number,
    private readonly i18n: I18n,
  ) {}

  write(line: ImportProgress): void {
    this.stream.write(`${JSON.stringify(line)}\n`);
  }

  /** A job's message: its progress is told; `begun` is the caller's. */
  told(message: JobMessage): void {
    if (message.type === 'progress')
      this.write({ type: 'progress', phase: message.phase, done: message.done, total: this.total });
  }

  /** The job's end, told on the last line. */
  finish(job: ReturnType<ImportJobs['run']>, catalogWritten: () => void): void {
    void job
      .then(
        (final) => {
          if (final.type === 'imported') {
            catalogWritten();
            this.write({ type: 'done', import: final.entry });
          } else {
            const { statusCode, error, words } = failure(final);
            this.write({ type: 'error', status: statusCode, error, message: words(this.i18n) });
          }
        },
        () => this.write({ type: 'error', status: 500, error: 'import_stopped', message: STOPPED(this.i18n) }),
      )
      .finally(() => this.stream.end());
  }
}

function importRoute(app: RouteApp, { jobs, catalogWritten }: ImportRouteOptions): void {
  app.post(
    STAFF_API.adminImports,
    {
      schema: {
        ...staffRoute,
        summary:
          'Imports the file a preview gave the token for, all or nothing, recorded; its progress streamed as NDJSON.',
        consumes: UPLOAD_TYPES,
        querystring: ImportQuery,
        body: fileBody,
        response: {
          200: {
            description:
              'Begun: NDJSON (application/x-ndjson), one ImportProgress a line, the last `done` with the entry, ' +
              'or `error` (nothing was changed).',
            content: { 'application/x-ndjson': { schema: refTo(ImportProgressSchema) } },
          },
          ...errorAnswers(400, 401, 403, 409, 413, 503),
        },
      },
    },
    async (request, reply) => {
      const token = decodeToken(request.query.token);
      const upload = await receiveUpload(request, token.name);
      if (upload.file.sha256 !== token.sha256) {
        await upload.dispose();
        throw new ApiError(409, 'not_previewed', (i18n) =>
          i18n._({
            id: 'api.import.notPreviewed',
            message: 'This is not the file that was previewed (its content differs). Preview it first.',
          }),
        );
      }
      // Its lines tell of the import's end in the request's language, as an error answer would.
      const lines = new ProgressLines(token.figures.products, answerI18n(reply));
      let begin: () => void = () => undefined;
      const begun = new Promise<'begun'>((resolve) => (begin = () => resolve('begun')));
      const order: JobOrder = {
        kind: 'import',
        file: upload.file,
        mode: token.mode,
        by: normaliseEmail(request.email),
        expected: { version: token.version, figures: token.figures },
      };
      const job = runJob(
        jobs,
        order,
        (message) => (message.type === 'begun' ? begin() : lines.told(message)),
        abortOnClose(reply),
      );
      void job.then(upload.dispose, upload.dispose);
      const first = await Promise.race([begun, job]);
      if (first !== 'begun') throw failure(first);
      // The answer has begun: what follows is told on its lines.
      lines.finish(job, catalogWritten);
      // A stream of ImportProgress lines, which the route's typed answer cannot say.
      return reply.type('application/x-ndjson; charset=utf-8').send(lines.stream as unknown as ImportProgress);
    },
  );
}

function historyRoute(app: RouteApp, { db }: ImportRouteOptions): void {
  app.get(
    STAFF_API.adminImports,
    {
      schema: {
        ...staffRoute,
        summary: 'The catalogue imports, from the staff area and the CLI, newest first.',
        querystring: HistoryQuery,
        response: { 200: refTo(ImportHistorySchema), ...errorAnswers(400, 401, 403, 503) },
      },
    },
    async (request, reply) => {
      const { limit = HISTORY_PAGE, before } = request.query;
      return reply.send(await guarded(() => listImports(db, limit, before), UNAVAILABLE));
    },
  );
}

export const importRoutes = routePlugin<ImportRouteOptions>((app, options) => {
  for (const schema of [ImportEntrySchema, ImportHistorySchema, ImportPreviewSchema, ImportProgressSchema])
    app.addSchema(schema);
  requireStaff(app, options.idTokens, (email) => options.staff.includes(email));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', NO_STORE);
  });
  // The file is the body: left unread here and streamed to disk by the handler, after the token check.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  for (const route of [previewRoute, importRoute, historyRoute]) route(app, options);
});
