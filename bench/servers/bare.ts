// The practical limit: node:http answering a gzip buffer prepared once (level 9, like ours), with
// an ETag, for each known path. Argument: a JSON file mapping URL paths to the JSON text to serve.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { announceListening, requiredArg } from '../support/childServer';

const bodies = JSON.parse(readFileSync(requiredArg(0, 'the paths-to-JSON file'), 'utf8')) as Record<string, string>;
const prepared = new Map(
  Object.entries(bodies).map(([urlPath, json]) => [
    urlPath,
    {
      gzip: gzipSync(json, { level: 9 }),
      etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}-gz"`,
    },
  ]),
);

const server = createServer((request, response) => {
  const body = prepared.get(request.url ?? '');
  if (!body) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-encoding': 'gzip',
    'content-length': body.gzip.length,
    etag: body.etag,
    vary: 'Accept-Encoding',
  });
  response.end(body.gzip);
});
server.listen(0, '127.0.0.1', () => announceListening(server.address()));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
