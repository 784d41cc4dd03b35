// Bodies compressed and tagged once, so a request costs a header lookup and a buffer write,
// never serialisation, compression or disk I/O.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, type Encoding } from './acceptEncoding';
import { compressBody, type Compression } from './compressBody';

export interface PreparedBody {
  contentType: string;
  cacheControl: string;
  /** Of the uncompressed bytes; each encoding's strong ETag derives from it. */
  hash: string;
  variants: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  status?: number;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

export async function prepareBody(
  content: Buffer | string,
  contentType: string,
  cacheControl: string,
  compression: Compression = 'best',
): Promise<PreparedBody> {
  const identity = Buffer.isBuffer(content) ? content : Buffer.from(content);
  const body: PreparedBody = {
    contentType,
    cacheControl,
    hash: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
    variants: { identity },
  };
  if (COMPRESSIBLE.test(contentType) && identity.length > 256) {
    const { gzip: gz, br } = await compressBody(identity, compression);
    if (gz.length < identity.length) body.variants.gzip = gz;
    if (br.length < identity.length) body.variants.br = br;
  }
  return body;
}

/** Revalidated on every visit, so a deploy or an import shows at once. */
export const preparePage = async (html: string, status = 200, compression?: Compression): Promise<PreparedBody> => ({
  ...(await prepareBody(html, 'text/html; charset=utf-8', 'no-cache', compression)),
  ...(status === 200 ? {} : { status }),
});

const etagFor = (hash: string, encoding: Encoding): string =>
  encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding === 'gzip' ? 'gz' : 'br'}"`;

/** If-None-Match compares weakly (RFC 9110 §13.1.2): any encoding's tag of this body counts. */
function matchesIfNoneMatch(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '');
    return opaque === `"${hash}"` || opaque === `"${hash}-gz"` || opaque === `"${hash}-br"`;
  });
}

export function sendPrepared(request: FastifyRequest, reply: FastifyReply, body: PreparedBody): FastifyReply {
  const available = Object.keys(body.variants) as Encoding[];
  const encoding = chooseEncoding(request.headers['accept-encoding'], available);
  if (available.length > 1) reply.header('vary', 'Accept-Encoding');
  reply.header('cache-control', body.cacheControl);
  // Validators only for a 200: a 304 stands for "your 200 is still good" (RFC 9110 §15.4.5).
  const status = body.status ?? 200;
  if (status === 200) {
    reply.header('etag', etagFor(body.hash, encoding));
    if (matchesIfNoneMatch(request.headers['if-none-match'], body.hash)) return reply.code(304).send();
  } else {
    reply.code(status);
  }
  reply.header('content-type', body.contentType);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body.variants[encoding] ?? body.variants.identity);
}
