// A body's gzip and brotli variants, at the effort its use is worth (docs/performance.md,
// "Server-rendered pages").
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * 'best' for a body made once and served many times (files, the app page); 'fast' for one made on a
 * request, one of a million product pages: brotli 5 costs a small part of brotli 11's time for a few
 * more bytes (docs/performance.md).
 */
export type Compression = 'best' | 'fast';

/** Above it a faster brotli level, so a rebuild stays well under a second. */
const BROTLI_MAX_QUALITY_BYTES = 256 * 1024;
/**
 * A fast body up to this size is compressed on the event loop: it costs less than the event loop
 * spends handing it to the thread pool (a zlib stream for each call).
 */
const FAST_ON_LOOP_MAX_BYTES = 64 * 1024;

const levels = (compression: Compression, bytes: number) =>
  compression === 'fast' ? { gzip: 6, brotli: 5 } : { gzip: 9, brotli: bytes <= BROTLI_MAX_QUALITY_BYTES ? 11 : 6 };

/**
 * The smallest brotli window that holds the whole body, as brotli's one-shot encoder picks it: the
 * same references, without setting up a 4 MiB window for a 12 KB page (half a fast page's time).
 */
const brotliWindowBits = (bytes: number) =>
  Math.min(
    zlib.constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 16))),
  );

export async function compressBody(identity: Buffer, compression: Compression): Promise<{ gzip: Buffer; br: Buffer }> {
  const level = levels(compression, identity.length);
  const gzipOptions = { level: level.gzip };
  const brotliOptions = {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: level.brotli,
      [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(identity.length),
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  };
  if (compression === 'fast' && identity.length <= FAST_ON_LOOP_MAX_BYTES)
    return { gzip: zlib.gzipSync(identity, gzipOptions), br: zlib.brotliCompressSync(identity, brotliOptions) };
  const [gz, br] = await Promise.all([gzip(identity, gzipOptions), brotli(identity, brotliOptions)]);
  return { gzip: gz, br };
}
