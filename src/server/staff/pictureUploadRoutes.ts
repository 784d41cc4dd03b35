// POST /api/admin/pictures (docs/staff.md "Photos"): one photo a request, its bytes as the
// body, so each has its own progress and its own answer. Encoded by the import's pipeline into the
// picture store; bounded in bytes, in photos held at once and in encodes at once.
import type { I18n } from '@lingui/core';
import type { FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES, PHOTO_MAX_MB, type UploadedPicture } from '../../contract';
import { refTo } from '../../contract/schemaRef';
import { UploadedPictureSchema } from '../../contract/staffSchemas';
import { NO_STORE } from '../account/accountScope';
import type { IdTokenVerifier } from '../auth/idTokens';
import { requireStaff } from '../auth/requireStaff';
import { ApiError, errorAnswers } from '../http/errors';
import { bodyCheckedByHandler } from '../http/bodyCheckedByHandler';
import { routePlugin } from '../http/routePlugin';
import { tenthsIn } from '../i18n/serverI18n';
import { ConcurrencyLimit } from '../search/concurrencyLimit';
import type { StaffList } from './staffList';
import { PictureError, storePictureBytes } from '../pictures/encodePicture';
import type { PictureStore } from '../pictures/pictureStore';
import { STAFF_API } from '../../staffRoutes';
import { staffRoute } from './versioned/staffScope';

export interface PictureUploadRouteOptions {
  store: PictureStore;
  /** IMAGE_BASE_URL: the answer's `url`. */
  imageBaseUrl: string;
  staff: StaffList;
  idTokens: IdTokenVerifier;
  /** Photos held in memory at once (default 4; the 5th is 503 busy) and encoded at once (default 1). */
  uploads?: number;
  encodes?: number;
}

const NAME_MAX_LENGTH = 255;
const BUSY_RETRY_AFTER_SECONDS = 5;
/** What a browser labels a photo with: any image type (sharp judges the bytes), or none at all. */
const PHOTO_TYPES = /^(?:image\/[\w.+-]+|application\/octet-stream)\s*(?:;|$)/i;

/** The file's name as the client sent it (`?name=`), for every answer that refuses the photo; undefined: none. */
function nameOf(request: FastifyRequest): string | undefined {
  const { name } = request.query as { name?: unknown };
  if (name === undefined || name === '') return undefined;
  if (typeof name !== 'string' || name.length > NAME_MAX_LENGTH)
    throw new ApiError(400, 'bad_request', (i18n) =>
      i18n._({
        id: 'api.picture.badName',
        message: 'The name must be one file name of at most {max} characters.',
        values: { max: String(NAME_MAX_LENGTH) },
      }),
    );
  return name;
}

/** How a message names the photo: its file's name, or "The photo". */
const photoName = (i18n: I18n, name: string | undefined): string =>
  name ?? i18n._({ id: 'api.picture.unnamed', message: 'The photo' });

/** The client's own check says the same (the contract's photoTooLargeMessage), in the page's words. */
const tooLarge = (name: string | undefined, bytes: number) =>
  new ApiError(413, 'payload_too_large', (i18n) =>
    i18n._({
      id: 'api.picture.tooLarge',
      message: '{name} is {size} MB; photos of up to {max} MB are taken. Export it smaller and try again.',
      values: { name: photoName(i18n, name), size: tenthsIn(i18n, bytes / 1024 / 1024), max: String(PHOTO_MAX_MB) },
    }),
  );

const busy = (name: string | undefined) =>
  new ApiError(
    503,
    'busy',
    (i18n) =>
      i18n._({
        id: 'api.picture.busy',
        message: '{name} was not taken: the shop is busy with other photos. Please try again in a few seconds.',
        values: { name: photoName(i18n, name) },
      }),
    { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) },
  );

const empty = (name: string | undefined) =>
  new ApiError(400, 'bad_request', (i18n) =>
    i18n._({
      id: 'api.picture.empty',
      message: "{name} is empty: send the photo's bytes.",
      values: { name: photoName(i18n, name) },
    }),
  );

/** A photo the encoder refused: its name, and why, in the request's language. */
const invalidPicture = (name: string | undefined, { reason }: PictureError) =>
  new ApiError(400, 'invalid_picture', (i18n) =>
    i18n._({
      id: 'api.picture.invalid',
      message: '{name} {reason}. Nothing was stored.',
      values: { name: photoName(i18n, name), reason: reason(i18n) },
    }),
  );

export const pictureUploadRoutes = routePlugin<PictureUploadRouteOptions>((app, options) => {
  const uploads = new ConcurrencyLimit(options.uploads ?? 4, 0);
  const encodes = new ConcurrencyLimit(options.encodes ?? 1, uploads.running);
  app.addSchema(UploadedPictureSchema);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(PHOTO_TYPES, { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  requireStaff(app, options.idTokens, (email) => options.staff.includes(email));

  // Before the body is read: an announced size over the limit is refused at once, by the photo's
  // name, and a photo the copy has no room to hold is turned away rather than queued in memory.
  app.addHook('preParsing', async (request, reply) => {
    const name = nameOf(request);
    const length = Number(request.headers['content-length']);
    if (length > PHOTO_MAX_BYTES) throw tooLarge(name, length);
    if (!uploads.enter()) throw busy(name);
    reply.raw.once('close', () => uploads.leave());
  });

  app.post(
    STAFF_API.adminPictures,
    {
      // The body is a photo, judged by its bytes (encodePicture.ts); the schema only documents it.
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        ...staffRoute,
        summary:
          "Encodes one photo as the import does (upright, no EXIF or GPS, AVIF and WebP at its widths) into the picture store; answers its name for a product's `images`.",
        consumes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'application/octet-stream'],
        querystring: {
          type: 'object',
          properties: {
            name: { type: 'string', maxLength: NAME_MAX_LENGTH, description: "The photo's file name, for messages." },
          },
        },
        body: {
          type: 'string',
          format: 'binary',
          description: `The photo's bytes: JPEG, PNG, WebP or AVIF, up to ${PHOTO_MAX_MB} MB and 50 megapixels, at least 320 pixels a side.`,
        },
        response: {
          200: refTo(UploadedPictureSchema, { description: 'The store held this photo already: nothing encoded.' }),
          201: refTo(UploadedPictureSchema, { description: 'Encoded and stored.' }),
          ...errorAnswers(400, 401, 403, 413, 415, 503),
        },
      },
    },
    async (request, reply) => {
      const name = nameOf(request);
      const bytes = request.body as Buffer | undefined;
      if (!bytes?.length) throw empty(name);
      await encodes.enter();
      try {
        // The label is the log's (the error's own message); the answer names the photo in its language.
        const picture = await storePictureBytes(bytes, name ?? 'The photo', options.store);
        const body: UploadedPicture = { name: picture.name, url: `${options.imageBaseUrl}${picture.name}` };
        return reply
          .code(picture.encoded ? 201 : 200)
          .header('cache-control', NO_STORE)
          .header('location', body.url)
          .send(body);
      } catch (error) {
        if (error instanceof PictureError) throw invalidPicture(name, error);
        throw error;
      } finally {
        encodes.leave();
      }
    },
  );
});
