// A raw HTTP client for tests against a listening server. node:http sends the path exactly as
// written (fetch would normalise '..' and encodings), and bodies come back undecoded so tests can
// check gzip and brotli themselves. (app.inject cannot be used under jest here: light-my-request
// loads the ESM-only 'cookie' package.)
import http from 'node:http';

export interface TestResponse {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent (possibly compressed). */
  raw: Buffer;
  /** The bytes as UTF-8 text (meaningful when not compressed). */
  body: string;
}

export interface TestRequest {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

export function sendRequest(port: number, request: TestRequest | string): Promise<TestResponse> {
  const { method = 'GET', url, headers = {}, payload } = typeof request === 'string' ? { url: request } : request;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, raw, body: raw.toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}
