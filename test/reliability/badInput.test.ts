// Bad input from bots and broken clients, sent byte for byte to a started server: every request
// gets its right 4xx (or 2xx for HEAD/OPTIONS and harmless oddities) with a JSON error body, no
// stack trace, never a 5xx, and the server still answers normally afterwards.
import path from 'node:path';
import { demoCatalog } from '@/server/db/demoCatalog';
import { emulatorToken } from '../server/support/idTokenFactory';
import { startTestApp, type TestApp } from '../server/support/testApp';
import { badInputCorpus, type BadInputCase } from './badInput/corpus';
import { rawRequest, type RawResponse } from './support/rawHttp';

jest.setTimeout(90_000); // 600+ requests one after another, on a machine that may be busy

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

// A stack frame, or a path on the server's disk (echoing the request's own path is fine).
const STACK_TRACE = /\bat .+:\d+:\d+|\w+Error: .*\n\s+at /;
const PROJECT_ROOT = path.resolve(__dirname, '../..');

/** Everything wrong with one answer; empty when it is right. */
function problemsWith(testCase: BadInputCase, response: RawResponse): string[] {
  const problems: string[] = [];
  const isHead = testCase.request.method === 'HEAD';
  if (response.statusCode !== testCase.status)
    problems.push(`status ${response.statusCode}, expected ${testCase.status}`);
  if (response.statusCode >= 500 || response.statusCode === 0) problems.push('server error or no answer');
  if (STACK_TRACE.test(response.body) || response.body.includes(PROJECT_ROOT))
    problems.push('stack trace or server path in the body');
  if (response.headers['x-powered-by'] !== undefined) problems.push('X-Powered-By present');
  if (response.headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  if (testCase.body === 'json-error' && !isHead) {
    if (response.headers['content-type'] !== 'application/json; charset=utf-8')
      problems.push(`content-type ${response.headers['content-type']}`);
    try {
      const body = JSON.parse(response.body) as Record<string, unknown>;
      if (typeof body.error !== 'string' || typeof body.message !== 'string')
        problems.push('JSON without error/message');
    } catch {
      problems.push(`body is not JSON: ${response.body.slice(0, 80)}`);
    }
  }
  if ((testCase.body === 'empty' || isHead) && response.body !== '') problems.push('a body where none belongs');
  if (testCase.body === 'ok' && response.body === '') problems.push('empty body for a normal answer');
  return problems;
}

it(`answers all ${badInputCorpus.length} bad requests with the right status as JSON, without a 5xx or a stack trace`, async () => {
  expect(badInputCorpus.length).toBeGreaterThanOrEqual(200);
  const failures: string[] = [];
  const byGroup = new Map<string, number>();
  const byStatus = new Map<number, number>();
  for (const testCase of badInputCorpus) {
    const response = await rawRequest(port, testCase.request);
    const problems = problemsWith(testCase, response);
    if (problems.length > 0) failures.push(`${testCase.group} | ${testCase.name.slice(0, 70)}: ${problems.join('; ')}`);
    byGroup.set(testCase.group, (byGroup.get(testCase.group) ?? 0) + 1);
    byStatus.set(response.statusCode, (byStatus.get(response.statusCode) ?? 0) + 1);
  }
  const groups = [...byGroup].map(([group, count]) => `${group} ${count}`).join(', ');
  const statuses = [...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  console.log(
    `bad-input corpus: tried ${badInputCorpus.length} requests (${groups}); ` +
      `answers ${statuses}; ${failures.length} wrong`,
  );
  expect(failures).toEqual([]);
});

it('still serves the catalogue normally after the corpus', async () => {
  const api = await rawRequest(port, { target: '/api/products' });
  expect(api.statusCode).toBe(200);
  expect(JSON.parse(api.body)).toHaveLength(demoCatalog.products.length);
  expect((await rawRequest(port, { target: '/' })).statusCode).toBe(200);
});

it('still serves the favourites after the corpus, and an account named like SQL is just a name', async () => {
  const get = (account: string) =>
    rawRequest(port, { target: '/api/favourites', headers: [`Authorization: Bearer ${emulatorToken(account)}`] });
  const injected = await get("'; DROP TABLE favourites; --");
  expect(injected.statusCode).toBe(200);
  expect(JSON.parse(injected.body)).toEqual({ productIds: [1] });
  expect(JSON.parse((await get('corpus-after')).body)).toEqual({ productIds: [] });
});
