// What the router does not match: unknown /api paths are 404; other methods on paths that exist
// are 405 with Allow; OPTIONS says what is allowed. Requests that are wrong in themselves (a very
// long URL, a missing or doubled Host) are refused before routing.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../shopRoutes';
import { eitherOf, type Words } from '../i18n/serverI18n';
import { MAX_URL_LENGTH, sendError, URL_TOO_LONG } from './errors';
import { NO_ENDPOINT, type RouteTable } from './routeTable';

function allowHeader(methods: readonly string[]): string {
  return [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
}
/** uri-host [":" port] (RFC 9110 §7.2): a name, an IPv4 or a bracketed IPv6 address. */
const HOST_VALUE = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~%!$&'()*+,;=-]+)(:\d{1,5})?$/;

function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? '/';
}

/**
 * HTTP/1.0 or 1.1 only (Node's parser lets 'HTTP/0.9' and 'HTTP/2.0' through), and RFC 9112 §3.2:
 * HTTP/1.1 needs exactly one valid Host; HTTP/1.0 may send none.
 */
function requestProblem(request: FastifyRequest): Words | undefined {
  const version = request.raw.httpVersion;
  if (request.raw.httpVersionMajor !== 1)
    return (i18n) =>
      i18n._({
        id: 'api.request.httpVersion',
        message: 'HTTP/{version} is not spoken here; use HTTP/1.1.',
        values: { version },
      });
  const raw = request.raw.rawHeaders;
  let count = 0;
  for (let index = 0; index < raw.length; index += 2) {
    if (raw[index]?.length === 4 && raw[index]?.toLowerCase() === 'host') count += 1;
  }
  if (count > 1)
    return (i18n) => i18n._({ id: 'api.request.hostTwice', message: 'The request has more than one Host header.' });
  if (count === 0)
    return version === '1.0'
      ? undefined
      : (i18n) => i18n._({ id: 'api.request.hostMissing', message: 'The request has no Host header.' });
  return HOST_VALUE.test(request.headers.host ?? '')
    ? undefined
    : (i18n) => i18n._({ id: 'api.request.hostInvalid', message: 'The Host header is not a valid host name.' });
}

/** Register after `recordRoutes` and before the other routes, so the table sees them all. */
export function registerNotFound(app: FastifyInstance, routes: RouteTable): void {
  const answerUnrouted = (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    // 'OPTIONS *' asks about the server as a whole: its home page's methods.
    const methods = routes.methodsFor(path === '*' ? '/' : path);
    if (methods.length === 0)
      return sendError(reply, 404, (i18n) =>
        i18n._({ id: 'api.noEndpoint', message: 'There is no API endpoint at {path}.', values: { path } }),
      );
    const allow = allowHeader(methods);
    if (request.method === 'OPTIONS') return reply.code(204).header('allow', allow).send();
    reply.header('allow', allow);
    const { method } = request;
    return sendError(reply, 405, (i18n) =>
      i18n._({
        id: 'api.methodNotAllowed',
        message: 'The method {method} is not allowed here; use {methods}.',
        values: { method, methods: eitherOf(i18n, methods) },
      }),
    );
  };

  // A callback hook must not return the reply: a reply is thenable, and Fastify would then go on.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.length > MAX_URL_LENGTH) {
      sendError(reply, 414, URL_TOO_LONG);
      return;
    }
    const problem = requestProblem(request);
    if (problem) sendError(reply, 400, problem);
    // A method no route takes is answered before its body is read or parsed: a POST of junk gets
    // 405, not a body-parser error, and costs the server nothing.
    else if (request.is404) answerUnrouted(request, reply);
    else done();
  });
  // Without this, an unknown GET /api/... would fall through to the SPA and get index.html. A path
  // that takes other methods (PUT /api/favourites/7) answers a GET with 405.
  app.get(`${API_PREFIX}/*`, { config: NO_ENDPOINT, schema: { hide: true } }, answerUnrouted);
  app.setNotFoundHandler(answerUnrouted);
}
