// A search page (/?q=) the shop will not render now answers the plain app page, with the refusal's
// status and Retry-After and kept by no cache (src/server/search/searchRefusal.ts).
import type { TestResponse } from './httpClient';

export function expectAppPageInstead(response: TestResponse, status: 429 | 503, retryAfter?: number): void {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['cache-control']).toBe('no-store');
  if (retryAfter === undefined) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  else expect(response.headers['retry-after']).toBe(String(retryAfter));
  expect(response.body).toContain('<div id="root"></div>'); // the plain page: no search in it
}
