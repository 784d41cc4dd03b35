// A rendered page is byte for byte the template around the renderer's markup, the page's head and the
// data it was rendered from, in every encoding (issue 34: however pages are rendered, kept or
// compressed, the HTML stays what it was). The expected page is spelled out here, not built by the shop.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Product } from '@/contract';
import { PreparedCatalog } from '@/server/catalog/preparedCatalog';
import { loadScreenRenderer } from '@/server/screens/serverScreens';
import { configScriptTag } from '@/server/screens/spaFallback';
import { pageHead } from '@/server/seo/pageHead';
import { RENDERER_FILE } from '../../../scripts/webpackBuild';
import { memoryCatalog } from '../support/memoryCatalog';
import { ASSET_PATH, startTestApp, testClientConfig, type TestApp } from '../support/testApp';

const ORIGIN = 'https://shop.example';

/** Text that every escape must touch: markup, attributes, the script block, JSON's line separators. */
const awkward: Product = {
  id: 7,
  title: 'Sofa "Eins" & <Zwei> – l\'été \u2028 </script><!--',
  price: 1234.5,
  description: 'Weich & tief: <b>nicht fett</b>, "gerade" Anführungszeichen, \u00a0Euro €',
  image: '/images/products/p7.svg',
  mark: 'Marke <M>',
  images: ['/images/products/p7.svg', 'https://cdn.example/p7-2.svg'],
  category: 'Sofa',
};
const catalogue = memoryCatalog(() => [awkward], {
  categories: [{ id: 1, catName: 'Sofa & Co', bgColor: '#eee', imageUrl: '/images/categories/sofa.svg' }],
});

const decode = { identity: (raw: Buffer) => raw, gzip: gunzipSync, br: brotliDecompressSync };

describe('the bytes of a rendered page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rendererFile: RENDERER_FILE, catalogSource: catalogue, publicUrl: ORIGIN });
  });
  afterAll(() => t.close());

  /** What the page must be: the fake site's index.html, filled by hand. */
  async function expectedPage(url: string, productId?: number): Promise<string> {
    const snapshot = await new PreparedCatalog(catalogue).current();
    const render = loadScreenRenderer(RENDERER_FILE)!;
    const { markup, notFound, data, title } = await render(url, await snapshot.firstScreen({ productId }));
    const head = pageHead(
      { urlPath: url, notFound, data, title },
      { origin: ORIGIN, language: 'en', languages: ['en'] },
    );
    const json = JSON.stringify(data).replace(/</g, '\\u003c');
    return (
      `<!doctype html><html lang="en"><head>${head}${configScriptTag(testClientConfig)}</head><body>` +
      `<div id="root">${markup}</div><script id="shop-first-screen" type="application/json">${json}</script>` +
      `<script defer src="${ASSET_PATH}"></script></body></html>`
    );
  }

  it.each([
    ['a product', '/product/7', 7, 200],
    ['a missing product', '/product/8', 8, 404],
    ['the home page', '/', undefined, 200],
  ])('%s (%s) is the template, the head, the markup and the data, in every encoding', async (_, url, id, status) => {
    const expected = Buffer.from(await expectedPage(url, id));
    for (const encoding of ['identity', 'gzip', 'br'] as const) {
      const response = await t.inject({ url, headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(decode[encoding](response.raw).toString('utf8')).toBe(expected.toString('utf8'));
      expect(decode[encoding](response.raw).equals(expected)).toBe(true);
    }
  });
});
