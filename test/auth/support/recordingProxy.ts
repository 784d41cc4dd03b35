// A pass-through HTTP proxy in front of the test emulator. It records every request the SDK makes
// (to prove "one request per double click" and "no request for an anonymous visitor") and can
// answer chosen endpoints the way Identity Toolkit answers when it throttles (too many sign-in
// attempts, too many emails sent), which the emulator itself never does (it has no rate limits).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordingProxy {
  url: string;
  /** Paths (with query) of every request received, in order. */
  requests: string[];
  /** Endpoints (e.g. 'accounts:signInWithPassword') that answer TOO_MANY_ATTEMPTS_TRY_LATER. */
  throttled: Set<string>;
  close(): Promise<void>;
}

// Identity Toolkit's answer when it throttles; the SDK turns it into auth/too-many-requests.
const THROTTLED_BODY = JSON.stringify({
  error: {
    code: 400,
    message:
      'TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled due to many failed login attempts.',
    errors: [{ message: 'TOO_MANY_ATTEMPTS_TRY_LATER', domain: 'global', reason: 'invalid' }],
  },
});

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const proxy: Omit<RecordingProxy, 'url' | 'close'> = { requests: [], throttled: new Set() };
  const forward = async (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '/';
    proxy.requests.push(path);
    const body = await readBody(request);
    if ([...proxy.throttled].some((endpoint) => path.includes(endpoint))) {
      response.writeHead(400, { 'content-type': 'application/json' }).end(THROTTLED_BODY);
      return;
    }
    const headers = { ...request.headers } as Record<string, string>;
    delete headers.host;
    const upstream = await fetch(`${target}${path}`, {
      method: request.method,
      headers,
      body: body.length > 0 ? new Uint8Array(body) : undefined,
    });
    response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  };
  // An emulator that cannot be reached answers 502, as a real proxy would, instead of hanging the test.
  const server = createServer((request, response) => {
    forward(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(proxy, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
