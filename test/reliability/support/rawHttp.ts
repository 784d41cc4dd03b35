// An HTTP/1.1 client on a bare TCP socket: the request line and headers go out byte for byte as
// written, so tests can send what fetch and node:http refuse or normalise (encoded slashes, '..',
// unknown methods, broken headers, 10 kB URLs). One request per connection (Connection: close).
import { createConnection } from 'node:net';

export interface RawResponse {
  statusCode: number;
  /** Header names in lower case; repeated headers joined with ', '. */
  headers: Record<string, string>;
  body: string;
  /** The whole answer as received, for messages when a check fails. */
  raw: string;
}

export interface RawRequest {
  method?: string;
  target: string;
  /** Header lines without CRLF, e.g. 'Accept-Encoding: gzip'. Host and Connection are added unless given. */
  headers?: string[];
  body?: string;
  /** Default 'HTTP/1.1'. */
  version?: string;
}

function decodeChunked(text: string): string {
  let rest = text;
  let out = '';
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (lineEnd < 0 || !Number.isFinite(size) || size === 0) return out;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

/** The first answer only: a body ends at its Content-Length (whatever the server writes after it is not part of it). */
export function parseRawResponse(bytes: Buffer): RawResponse {
  const raw = bytes.toString('utf8');
  const headEnd = raw.indexOf('\r\n\r\n');
  const head = headEnd < 0 ? raw : raw.slice(0, headEnd);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const statusCode = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  const bodyBytes = headEnd < 0 ? Buffer.alloc(0) : bytes.subarray(Buffer.byteLength(raw.slice(0, headEnd + 4)));
  const length = headers['content-length'] === undefined ? undefined : Number(headers['content-length']);
  const rawBody = (length === undefined ? bodyBytes : bodyBytes.subarray(0, length)).toString('utf8');
  const body = /chunked/i.test(headers['transfer-encoding'] ?? '') ? decodeChunked(rawBody) : rawBody;
  return { statusCode, headers, body, raw };
}

export function rawRequest(port: number, request: RawRequest, timeoutMs = 10_000): Promise<RawResponse> {
  const { method = 'GET', target, headers = [], body, version = 'HTTP/1.1' } = request;
  const has = (name: string) => headers.some((line) => line.toLowerCase().startsWith(`${name}:`));
  const lines = [
    `${method} ${target} ${version}`,
    ...(has('host') || version === 'HTTP/1.0' ? [] : ['Host: 127.0.0.1']),
    ...headers,
    ...(has('connection') ? [] : ['Connection: close']),
    ...(body !== undefined && !has('content-length') && !has('transfer-encoding')
      ? [`Content-Length: ${Buffer.byteLength(body)}`]
      : []),
  ];
  const bytes = `${lines.join('\r\n')}\r\n\r\n${body ?? ''}`;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write(bytes, 'latin1'));
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`no complete answer within ${timeoutMs} ms to ${method} ${target.slice(0, 80)}`)),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may close after answering while we still write (a refused header): what arrived counts.
    socket.on('error', (error) =>
      chunks.length > 0 ? resolve(parseRawResponse(Buffer.concat(chunks))) : reject(error),
    );
    socket.on('close', () => resolve(parseRawResponse(Buffer.concat(chunks))));
  });
}
