// The streamed whole list as it was last sent whole, per encoding, kept while it is small: a mid-size
// catalogue's list (10,000 products: 4.2 MB of JSON, 149 KiB gzip) is then read and compressed once
// per catalogue version, not once per request. A large one (1,000,000 products) is never held.
import { Transform, type TransformCallback } from 'node:stream';

/**
 * The most one encoding's list may take to be kept: about 60,000 products gzip. A larger list streams
 * as before, its memory flat (test/reliability/largeCatalogMemory.test.ts, 150,000 products).
 */
export const MAX_KEPT_LIST_BYTES = 1024 * 1024;

/** One catalogue version's lists: it lives as long as its snapshot, so a change leaves nothing stale. */
export class StreamedLists {
  private readonly kept = new Map<string, Buffer>();

  get(encoding: string): Buffer | undefined {
    return this.kept.get(encoding);
  }

  /**
   * Passes the compressed list through and keeps it once it has ended whole within the limit; a
   * stream cut short (the client left, the database failed) never reaches its flush and keeps nothing.
   */
  recorder(encoding: string): Transform {
    const chunks: Buffer[] = [];
    let size = 0;
    const keep = (body: Buffer) => this.kept.set(encoding, body);
    return new Transform({
      transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
        size += chunk.length;
        if (size <= MAX_KEPT_LIST_BYTES) chunks.push(chunk);
        else chunks.length = 0;
        done(null, chunk);
      },
      flush(done: TransformCallback) {
        if (size <= MAX_KEPT_LIST_BYTES) keep(Buffer.concat(chunks, size));
        done();
      },
    });
  }
}
