// Every error, ours, Fastify's or Node's parser's, leaves as JSON { error, message }: never HTML, never a stack trace.
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { type TSchema } from '@sinclair/typebox';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../contract';
import { ApiErrorBodySchema } from '../../contract/errorSchemas';
import { refTo } from '../../contract/schemaRef';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
    /** e.g. WWW-Authenticate on a 401. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export class DatabaseUnavailableError extends Error {
  constructor(
    override readonly cause: unknown,
    readonly publicMessage = 'The catalogue is not available right now. Please try again in a few seconds.',
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

export function sendError(reply: FastifyReply, statusCode: number, message: string, error?: string): FastifyReply {
  return reply
    .code(statusCode)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(errorBody(statusCode, message, error));
}

function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ApiError) {
    if (error.headers) reply.headers(error.headers);
    return sendError(reply, error.statusCode, error.message, error.error);
  }
  if (error instanceof DatabaseUnavailableError) {
    request.log.error({ err: error.cause }, 'database unavailable');
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return sendError(reply, 503, error.publicMessage, 'unavailable');
  }
  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    // Fastify's own client errors (413, 415, bad JSON...) carry messages written for people.
    return sendError(reply, statusCode, error.message);
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 500, 'Something went wrong on our side. Please try again.');
}

const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_URI_TOO_LONG: 414,
  ERR_HTTP_REQUEST_TIMEOUT: 408, // headers or request not complete within the server's timeouts
};

/** Requests Node's HTTP parser rejects never reach Fastify: answered on the socket, with the same headers. */
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
  return (_request, response) => {
    const body = JSON.stringify(errorBody(417, 'The Expect header is not supported; send the request without it.'));
    response.writeHead(417, {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'close',
    });
    response.end(body);
  };
}

/** The router's segment limit is the URL limit, hence 414; Fastify's messages quote the URL, so never sent back. */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    sendError(reply, 414, `The URL is longer than ${MAX_URL_LENGTH} characters.`);
  else
    sendError(
      reply,
      400,
      error.code === 'FST_ERR_BAD_URL' ? 'The URL is not valid.' : 'The request could not be read.',
    );
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
