// What the router does not match: unknown /api paths are 404; other methods on paths that exist
// are 405 with Allow; OPTIONS says what is allowed. Very long URLs are refused before routing.
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';

const ALLOWED = 'GET, HEAD, OPTIONS';
export const MAX_URL_LENGTH = 2048;

function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? '/';
}

/** `apiPathExists` tells which /api paths are real (the rest of the site is the SPA: every GET path exists). */
export function registerNotFound(app: FastifyInstance, apiPathExists: (path: string) => boolean): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.length > MAX_URL_LENGTH) sendError(reply, 414, `The URL is longer than ${MAX_URL_LENGTH} characters.`);
    else done();
  });
  // Without this, an unknown GET /api/... would fall through to the SPA and get index.html.
  app.get('/api/*', (request, reply) => sendError(reply, 404, `There is no API endpoint at ${pathOf(request.url)}.`));
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const exists = path === '/api' || path.startsWith('/api/') ? apiPathExists(path) : true;
    if (!exists) return sendError(reply, 404, `There is no API endpoint at ${path}.`);
    if (request.method === 'OPTIONS') return reply.code(204).header('allow', ALLOWED).send();
    reply.header('allow', ALLOWED);
    return sendError(reply, 405, `The method ${request.method} is not allowed here; use GET.`);
  });
}
