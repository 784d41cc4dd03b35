import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PreparedCatalog } from '../catalog/preparedCatalog';
import { noFile, sendError } from '../http/errors';
import { sendPrepared } from '../http/preparedBody';
import type { SeoFiles } from './seoFiles';
import { SITEMAP_PATH } from './sitemap';
import { routePlugin } from '../http/routePlugin';

export interface SeoRouteOptions {
  catalog: PreparedCatalog;
  files: SeoFiles;
  /** The shop's own pages to list beside the catalogue's (the legal pages while it sells). */
  ownPages?: () => Promise<readonly string[]>;
}

export const seoRoutes = routePlugin<SeoRouteOptions>((app, { catalog, files, ownPages }) => {
  app.get('/robots.txt', async (request, reply) => sendPrepared(request, reply, await files.robotsTxt()));

  const sendSitemap = async (path: string, request: FastifyRequest, reply: FastifyReply) => {
    const [snapshot, own] = await Promise.all([catalog.current(), ownPages?.() ?? []]);
    const body = await files.sitemap(path, snapshot, own);
    return body ? sendPrepared(request, reply, body) : sendError(reply, 404, noFile(path));
  };
  app.get(SITEMAP_PATH, (request, reply) => sendSitemap(SITEMAP_PATH, request, reply));
  // Looked up as written, so '/sitemap-01.xml' is a 404.
  app.get<{ Params: { part: string } }>('/sitemap-:part(^\\d+).xml', (request, reply) =>
    sendSitemap(`/sitemap-${request.params.part}.xml`, request, reply),
  );
});
