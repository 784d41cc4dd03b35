// Slow clients (slowloris: connections that send their headers a little at a time, or never
// finish them) cannot tie the server up: shoppers are answered meanwhile, and each slow
// connection gets a 408 JSON answer and is closed once the 10 s header timeout has passed.
import { createConnection } from 'node:net';
import { startTestApp, type TestApp } from '../server/support/testApp';
import { until } from '../support/eventually';
import { parseRawResponse, rawRequest, type RawResponse } from './support/rawHttp';

// Node's default would wait 60 s for headers and check only every 30 s: the test would time out.
jest.setTimeout(60_000);

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Slow connections the server has closed so far. */
let slowClosed = 0;

/** Connections the server holds open now. */
function openConnections(): Promise<number> {
  return new Promise((resolve, reject) =>
    t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

/** Sends the start of a request and then only a header line every 2 s, never the blank line that ends them. */
function slowClient(): Promise<{ response: RawResponse; openMs: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const opened = Date.now();
    let drips = 0;
    const socket = createConnection({ host: '127.0.0.1', port }, () =>
      socket.write('GET /api HTTP/1.1\r\nHost: 127.0.0.1\r\n'),
    );
    const dripper = setInterval(() => socket.writable && socket.write(`X-Drip-${(drips += 1)}: a\r\n`), 2000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined); // the server closing on us mid-drip is the point
    socket.on('close', () => {
      slowClosed += 1;
      clearInterval(dripper);
      if (chunks.length === 0) reject(new Error('closed without an answer'));
      else resolve({ response: parseRawResponse(Buffer.concat(chunks)), openMs: Date.now() - opened });
    });
  });
}

it('answers shoppers while 50 slow connections are open, then closes each slow one with 408 JSON', async () => {
  const slow = Array.from({ length: 50 }, () => slowClient());
  await until(openConnections, (count) => count >= 50); // the server holds all 50
  // No time limit of their own: whether they came before the slow ones were closed is checked below.
  const meanwhile = await Promise.all([
    rawRequest(port, { target: '/api' }, 60_000),
    rawRequest(port, { target: '/api/products' }, 60_000),
  ]);
  expect(meanwhile.map((response) => response.statusCode)).toEqual([200, 200]);
  expect(slowClosed).toBe(0); // answered while every slow one was still open, not after they were closed

  const results = await Promise.all(slow);
  const longest = Math.max(...results.map((result) => result.openMs));
  console.log(
    'slow clients: 50 connections dripping headers; shoppers answered meanwhile; ' +
      `all closed with ${[...new Set(results.map((r) => r.response.statusCode))].join('/')} ` +
      `after at most ${(longest / 1000).toFixed(1)} s`,
  );
  for (const { response } of results) {
    expect(response.statusCode).toBe(408);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(response.body)).toEqual({
      error: 'request_timeout',
      message: 'The request did not arrive in time.',
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  }
});
