// GET /api/products for a catalogue too large to prepare: the JSON array written a batch at a time
// as the database yields it, compressed on the way, so the server never holds the list.
import { pipeline, Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Product } from '../../contract';
import { chooseEncoding } from '../http/acceptEncoding';
import { DatabaseUnavailableError } from '../http/errors';
import type { StreamedLists } from './streamedLists';

async function* jsonArray(first: Product[], rest: AsyncGenerator<Product[]>): AsyncGenerator<string> {
  yield `[${first.map((product) => JSON.stringify(product)).join(',')}`;
  for await (const batch of rest) yield batch.map((product) => `,${JSON.stringify(product)}`).join('');
  yield ']';
}

function compressor(encoding: 'br' | 'gzip'): zlib.BrotliCompress | zlib.Gzip {
  // A middle level: the stream must keep up with the database, and the list is compressed per request.
  return encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.createGzip({ level: 6 });
}

/**
 * The first batch is read before anything is sent, so a database that is down is still a 503 JSON
 * answer; a failure later can only cut the stream short, which the client sees as broken JSON. A
 * compressed list this version already sent whole, and small enough to keep, is sent as it was.
 */
export async function sendProductStream(
  request: FastifyRequest,
  reply: FastifyReply,
  batches: AsyncGenerator<Product[]>,
  { tag, streamedLists }: { tag: string; streamedLists: StreamedLists },
): Promise<FastifyReply> {
  const encoding = chooseEncoding(request.headers['accept-encoding'], ['br', 'gzip', 'identity']);
  const etag = `"list-${tag}-${encoding}"`;
  reply.header('vary', 'Accept-Encoding').header('cache-control', 'no-cache').header('etag', etag);
  const ifNoneMatch = request.headers['if-none-match'] ?? '';
  if (ifNoneMatch.split(',').some((value) => value.trim().replace(/^W\//, '').startsWith(`"list-${tag}-`))) {
    await batches.return(undefined);
    return reply.code(304).send();
  }
  const kept = encoding === 'identity' ? undefined : streamedLists.get(encoding);
  if (kept) {
    await batches.return(undefined);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-encoding', encoding)
      .send(kept);
  }
  let first: IteratorResult<Product[]>;
  try {
    first = await batches.next();
  } catch (error) {
    throw new DatabaseUnavailableError(error);
  }
  const body = Readable.from(jsonArray(first.done ? [] : first.value, batches));
  reply.header('content-type', 'application/json; charset=utf-8');
  if (encoding === 'identity') return reply.send(body);
  reply.header('content-encoding', encoding);
  const sent = streamedLists.recorder(encoding);
  pipeline(body, compressor(encoding), sent, (error) => {
    if (error) request.log.error({ err: error }, 'the product list stream failed');
  });
  return reply.send(sent);
}
