import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PreparedCatalog } from '../catalog/preparedCatalog';
import { sendError } from '../http/errors';
import { sendPrepared } from '../http/preparedBody';
import type { SeoFiles } from './seoFiles';
import { SITEMAP_PATH } from './sitemap';
import { routePlugin } from '../http/routePlugin';

export interface SeoRouteOptions {
  catalog: PreparedCatalog;
  files: SeoFiles;
}

export const seoRoutes = routePlugin<SeoRouteOptions>((app, { catalog, files }) => {
  app.get('/robots.txt', async (request, reply) => sendPrepared(request, reply, await files.robotsTxt()));

  const sendSitemap = async (path: string, request: FastifyRequest, reply: FastifyReply) => {
    const body = await files.sitemap(path, await catalog.current());
    return body ? sendPrepared(request, reply, body) : sendError(reply, 404, `There is no file at ${path}.`);
  };
  app.get(SITEMAP_PATH, (request, reply) => sendSitemap(SITEMAP_PATH, request, reply));
  // Looked up as written, so '/sitemap-01.xml' is a 404.
  app.get<{ Params: { part: string } }>('/sitemap-:part(^\\d+).xml', (request, reply) =>
    sendSitemap(`/sitemap-${request.params.part}.xml`, request, reply),
  );
});
