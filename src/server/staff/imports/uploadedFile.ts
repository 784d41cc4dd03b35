// An uploaded catalogue file, streamed to a temporary file as it arrives (never held in memory) and
// hashed on the way, with the upload's size limit counted on the bytes, not trusted from a header.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { catalogFormatOf } from '../../catalog/readCatalogFile';
import { ApiError } from '../../http/errors';
import type { UploadedFile } from './importJobMessages';

/** The largest catalogue file the staff area takes (docs/staff.md); the CLI takes any. */
const MAX_UPLOAD_BYTES = 256 * 1024 * 1024;

const tooLarge = () =>
  new ApiError(413, 'payload_too_large', (i18n) =>
    i18n._({
      id: 'api.import.tooLarge',
      message: 'The file is larger than {max} MiB; import it with npm run catalog:import.',
      values: { max: String(MAX_UPLOAD_BYTES / 1024 / 1024) },
    }),
  );

/** The upload in a folder of its own under the system's temporary folder; `dispose` removes it. */
export async function receiveUpload(
  request: FastifyRequest,
  name: string,
): Promise<{ file: UploadedFile; dispose: () => Promise<void> }> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES) throw tooLarge();
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-import-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  const hash = createHash('sha256');
  let bytes = 0;
  const counted = new Transform({
    transform(block: Buffer, _encoding, done) {
      bytes += block.length;
      if (bytes > MAX_UPLOAD_BYTES) return done(tooLarge());
      hash.update(block);
      done(null, block);
    },
  });
  const file = path.join(dir, 'upload');
  try {
    await pipeline(request.raw, counted, createWriteStream(file));
  } catch (error) {
    await dispose();
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, 'bad_request', (i18n) =>
      i18n._({ id: 'api.import.cutShort', message: 'The file did not arrive whole; send it again.' }),
    );
  }
  if (bytes === 0) {
    await dispose();
    throw new ApiError(400, 'bad_request', (i18n) => i18n._({ id: 'api.import.empty', message: 'The file is empty.' }));
  }
  return {
    file: { path: file, name, bytes, sha256: hash.digest('hex'), format: catalogFormatOf(name) },
    dispose,
  };
}
