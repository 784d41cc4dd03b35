// The HTML announces the API answers its screen needs (Link: rel=preload), so a browser fetches
// them while it downloads the script bundle. as=fetch + crossorigin must stay: without them the
// browser would not reuse the preloaded answer for the SPA's fetch() and download it twice.
import { preloadLinksFor } from '../../src/server/http/preloadLinks';
import { startTestApp, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const catalogueLinks =
  '</api/products>; rel=preload; as=fetch; crossorigin=anonymous, </api>; rel=preload; as=fetch; crossorigin=anonymous';

describe('preload links of the SPA pages', () => {
  it.each(['/', '/favourites'])('%s preloads the product list and the categories', async (url) => {
    const response = await t.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers.link).toBe(catalogueLinks);
  });

  it('a product page preloads that product only', async () => {
    expect((await t.inject('/product/7')).headers.link).toBe('</api/product/7>; rel=preload; as=fetch; crossorigin=anonymous');
  });

  it.each(['/login', '/users/abc', '/product/07', '/product/abc', '/product/99999999999', '/no/such/page'])(
    '%s preloads nothing (no catalogue data, or an id the API would refuse)',
    async (url) => {
      expect((await t.inject(url)).headers.link).toBeUndefined();
    },
  );

  it('files and API answers carry no preload links', async () => {
    expect((await t.inject('/api')).headers.link).toBeUndefined();
    expect(preloadLinksFor('/favicon.svg')).toBeUndefined();
  });
});
