// Serves the picture store (IMAGE_DIR) under the pictures' path, for shoppers and for a CDN that
// mirrors it. A stored name never changes content, so it is cached for a year. Only store names
// are routed here; every other picture path (the demo's hosted ones) goes on to the static files.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { noFile, sendError } from '../http/errors';
import { IMMUTABLE } from '../http/staticFiles';
import { routePlugin } from '../http/routePlugin';
import { PRODUCT_PICTURES_PATH } from '@/shopRoutes';

export interface PictureRouteOptions {
  dir: string;
  /** The path the pictures are served under, ending in '/' (the local IMAGE_BASE_URL). */
  urlPath: string;
}

const TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

/** find-my-way's regular-expression parameter: a name that does not match goes on to the next route. */
const STORE_NAME = ':name(^[0-9a-f]{20}-\\d{3,4}\\.(?:avif|webp)$)';

/** Where the store is served: IMAGE_BASE_URL when it is a path here, else the default path (a CDN's origin). */
export const pictureUrlPath = (imageBaseUrl: string): string =>
  imageBaseUrl.startsWith('/') ? imageBaseUrl : PRODUCT_PICTURES_PATH;

export const pictureRoutes = routePlugin<PictureRouteOptions>((app, options) => {
  app.get<{ Params: { name: string } }>(
    `${options.urlPath}${STORE_NAME}`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const file = path.join(options.dir, name);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return sendError(reply, 404, noFile(`${options.urlPath}${name}`));
      return reply
        .type(TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream')
        .header('cache-control', IMMUTABLE)
        .header('content-length', info.size)
        .send(createReadStream(file));
    },
  );
});
