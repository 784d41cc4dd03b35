// Every error, ours, Fastify's or Node's parser's, leaves as JSON { error, message }: never HTML, never a stack
// trace. The `error` code is the same in every language; the `message`, for people, speaks the request's
// (requestLanguage.ts): written as Words where the error is made, said when it is answered.
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { I18n } from '@lingui/core';
import { type TSchema } from '@sinclair/typebox';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../contract';
import { ApiErrorBodySchema } from '../../contract/errorSchemas';
import { refTo } from '../../contract/schemaRef';
import { asWritten, i18nFor, inEnglish, type Words } from '../i18n/serverI18n';
import { answerI18n, requestLanguage } from './requestLanguage';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    /** The message, said in the language of the request it answers. */
    readonly words: Words,
    /** e.g. WWW-Authenticate on a 401. */
    readonly headers?: Record<string, string>,
  ) {
    super(inEnglish(words));
  }
}

/** The catalogue's 503: the message of a database call that names no other. */
const CATALOG_READ_UNAVAILABLE: Words = (i18n) =>
  i18n._({
    id: 'api.catalogue.unavailable',
    message: 'The catalogue is not available right now. Please try again in a few seconds.',
  });

export class DatabaseUnavailableError extends Error {
  constructor(
    override readonly cause: unknown,
    readonly publicWords: Words = CATALOG_READ_UNAVAILABLE,
  ) {
    super('The database is not reachable.');
  }
}

export const RETRY_AFTER_SECONDS = 5;
/** Longer URLs get a 414: no path of the shop comes near it. */
export const MAX_URL_LENGTH = 2048;

/** 'Not Found' → 'not_found'. */
function errorName(statusCode: number): string {
  return (STATUS_CODES[statusCode] ?? 'Error')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

const errorRef = refTo(ApiErrorBodySchema);

/** The error answers a route can give, by status, for its schema: each the shared ErrorBody. */
export function errorAnswers(...statuses: number[]): Record<number, TSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorRef]));
}

export function errorBody(statusCode: number, message: string, error = errorName(statusCode)): ApiErrorBody {
  return { error, message };
}

/** The error answer, its message in the request's language (Content-Language, Vary: Accept-Language). */
export function sendError(reply: FastifyReply, statusCode: number, words: Words, error?: string): FastifyReply {
  const message = words(answerI18n(reply));
  return reply
    .code(statusCode)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(errorBody(statusCode, message, error));
}

/** One of Ajv's problems with a request's part, as Fastify hands them on (`error.validation`). */
interface SchemaProblem {
  keyword: string;
  instancePath?: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A problem as Ajv words it after its place ('querystring/limit must be <= 100'), in the language. */
function schemaProblem(i18n: I18n, place: string, { keyword, params, message = '' }: SchemaProblem): string {
  const param = (name: string) => String(params[name]);
  switch (keyword) {
    case 'maximum':
    case 'minimum':
    case 'exclusiveMaximum':
    case 'exclusiveMinimum':
      return i18n._({
        id: 'api.request.schema.limit',
        message: '{place} must be {comparison} {limit}',
        values: { place, comparison: param('comparison'), limit: param('limit') },
      });
    case 'maxLength':
      return i18n._({
        id: 'api.request.schema.maxLength',
        message: '{place} must NOT have more than {limit} characters',
        values: { place, limit: param('limit') },
      });
    case 'minLength':
      return i18n._({
        id: 'api.request.schema.minLength',
        message: '{place} must NOT have fewer than {limit} characters',
        values: { place, limit: param('limit') },
      });
    case 'pattern':
      return i18n._({
        id: 'api.request.schema.pattern',
        message: '{place} must match pattern "{pattern}"',
        values: { place, pattern: param('pattern') },
      });
    case 'type':
      return i18n._({
        id: 'api.request.schema.type',
        message: '{place} must be {type}',
        values: { place, type: param('type') },
      });
    case 'required':
      // The name in quotes as Ajv writes it: an apostrophe before a placeholder would quote it in ICU.
      return i18n._({
        id: 'api.request.schema.required',
        message: '{place} must have required property {property}',
        values: { place, property: `'${param('missingProperty')}'` },
      });
    case 'enum':
    case 'const':
    case 'anyOf':
      return i18n._({
        id: 'api.request.schema.choice',
        message:
          '{keyword, select, enum {{place} must be equal to one of the allowed values} const {{place} must be equal to constant} other {{place} must match a schema in anyOf}}',
        values: { place, keyword },
      });
    default:
      return `${place} ${message}`;
  }
}

/** Fastify's message of a request its schema refuses, problem by problem, in the language. */
const schemaWords =
  (problems: readonly SchemaProblem[], context: string): Words =>
  (i18n) =>
    problems.map((problem) => schemaProblem(i18n, `${context}${problem.instancePath ?? ''}`, problem)).join(', ');

/** Fastify's own refusals of a request, by code: its messages, in the language. */
const FRAMEWORK_WORDS: Record<string, Words> = {
  FST_ERR_CTP_BODY_TOO_LARGE: (i18n) =>
    i18n._({ id: 'api.request.bodyTooLarge', message: 'Request body is too large' }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (i18n) =>
    i18n._({ id: 'api.request.unsupportedMediaType', message: 'Unsupported Media Type' }),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: (i18n) =>
    i18n._({ id: 'api.request.contentLength', message: 'Request body size did not match Content-Length' }),
  FST_ERR_CTP_EMPTY_JSON_BODY: (i18n) =>
    i18n._({
      id: 'api.request.emptyJson',
      message: "Body cannot be empty when content-type is set to 'application/json'",
    }),
  FST_ERR_CTP_INVALID_JSON_BODY: (i18n) =>
    i18n._({
      id: 'api.request.invalidJson',
      message: "Body is not valid JSON but content-type is set to 'application/json'",
    }),
};

/** A client error Fastify raised (413, 415, bad JSON, a schema's refusal): its message for people, in the language. */
function frameworkWords(error: FastifyError | Error): Words {
  const { validation, validationContext, code } = error as FastifyError;
  if (validation) return schemaWords(validation, validationContext ?? '');
  return (code !== undefined && FRAMEWORK_WORDS[code]) || asWritten(error.message);
}

const SERVER_ERROR: Words = (i18n) =>
  i18n._({ id: 'api.serverError', message: 'Something went wrong on our side. Please try again.' });

function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ApiError) {
    if (error.headers) reply.headers(error.headers);
    return sendError(reply, error.statusCode, error.words, error.error);
  }
  if (error instanceof DatabaseUnavailableError) {
    request.log.error({ err: error.cause }, 'database unavailable');
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return sendError(reply, 503, error.publicWords, 'unavailable');
  }
  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    // Fastify's own client errors (413, 415, bad JSON, a schema's refusal) carry messages written for people.
    return sendError(reply, statusCode, frameworkWords(error));
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 500, SERVER_ERROR);
}

const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_URI_TOO_LONG: 414,
  ERR_HTTP_REQUEST_TIMEOUT: 408, // headers or request not complete within the server's timeouts
};

/**
 * Requests Node's HTTP parser rejects never reach Fastify: answered on the socket, with the same headers,
 * in English: no header of theirs was read, Accept-Language neither.
 */
export function clientErrorHandler(
  headers: Record<string, string>,
): (error: Error & { code?: string }, socket: Socket) => void {
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error, socket) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
    const message = status === 408 ? 'The request did not arrive in time.' : 'The request could not be read.';
    const body = JSON.stringify(errorBody(status, message));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\n` +
        `${headerLines}Connection: close\r\n\r\n${body}`,
    );
  };
}

/** An Expect header other than 100-continue: Node would answer a bare 417; ours is JSON with the headers. */
export function expectationFailedHandler(
  headers: Record<string, string>,
): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    const language = requestLanguage(request);
    const i18n = i18nFor(language);
    const message = i18n._({
      id: 'api.request.expectation',
      message: 'The Expect header is not supported; send the request without it.',
    });
    const body = JSON.stringify(errorBody(417, message));
    response.writeHead(417, {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'content-language': language,
      vary: 'Accept-Language',
      connection: 'close',
    });
    response.end(body);
  };
}

/** The 414 of a URL over the limit, here and before routing (notFound.ts). */
export const URL_TOO_LONG: Words = (i18n) =>
  i18n._({
    id: 'api.request.urlTooLong',
    message: 'The URL is longer than {max} characters.',
    values: { max: String(MAX_URL_LENGTH) },
  });

/** A URL that cannot be decoded, here and for a page (spaFallback.ts). */
export const BAD_URL: Words = (i18n) => i18n._({ id: 'api.request.badUrl', message: 'The URL is not valid.' });

/** The 404 of a file the shop does not have (a picture, a sitemap part, an asset). */
export const noFile =
  (path: string): Words =>
  (i18n) =>
    i18n._({ id: 'api.noFile', message: 'There is no file at {path}.', values: { path } });

/** The router's segment limit is the URL limit, hence 414; Fastify's messages quote the URL, so never sent back. */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') sendError(reply, 414, URL_TOO_LONG);
  else
    sendError(
      reply,
      400,
      error.code === 'FST_ERR_BAD_URL'
        ? BAD_URL
        : (i18n) => i18n._({ id: 'api.request.unreadable', message: 'The request could not be read.' }),
    );
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
