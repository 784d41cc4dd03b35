// A second guard behind the routes: an answer to a request with an Authorization header, or one the
// server marks private, is never written to a cache.
import type { WorkboxPlugin } from 'workbox-core';

export const onlyPublicAnswers: WorkboxPlugin = {
  cacheWillUpdate: ({ request, response }) => {
    if (request.headers.has('authorization')) return Promise.resolve(null);
    if (/\b(private|no-store)\b/i.test(response.headers.get('cache-control') ?? '')) return Promise.resolve(null);
    return Promise.resolve(response.status === 200 ? response : null);
  },
};
