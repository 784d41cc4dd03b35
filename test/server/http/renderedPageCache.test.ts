// The rendered pages a catalogue version keeps (issue 34): a bounded number, so a million product URLs
// cannot fill the memory, and the least recently asked go first, so a crawl of products does not push
// the home page out.
import type { FirstScreenData, RenderScreen } from '@/contract';
import type { CatalogSnapshot } from '@/server/catalog/preparedCatalog';
import { ServerScreens } from '@/server/screens/serverScreens';

const data: FirstScreenData = {
  categories: [],
  firstPage: { total: 0, products: [], term: '', matching: 0 },
};
const snapshot = (version: number) =>
  ({ version, firstScreen: () => Promise.resolve(data) }) as unknown as CatalogSnapshot;

function countingScreens() {
  const renders = new Map<string, number>();
  const render: RenderScreen = (url) => {
    renders.set(url, (renders.get(url) ?? 0) + 1);
    return Promise.resolve({ markup: `<p>${url}</p>`, notFound: false, data });
  };
  const screens = new ServerScreens({ render, template: '<html><body><div id="root"></div></body></html>' });
  const ask = (url: string, version = 1) => screens.page(url, url, snapshot(version));
  return { renders, ask };
}

describe('the rendered pages kept', () => {
  it('renders a page once while it is kept, and again for a new catalogue version', async () => {
    const { renders, ask } = countingScreens();
    await ask('/product/1');
    await ask('/product/1');
    expect(renders.get('/product/1')).toBe(1);
    await ask('/product/1', 2);
    expect(renders.get('/product/1')).toBe(2);
  });

  it('keeps at most 500 pages, forgetting the least recently asked: the home page asked between products stays', async () => {
    const { renders, ask } = countingScreens();
    for (let id = 1; id <= 2000; id++) {
      await ask(`/product/${id}`);
      if (id % 100 === 0) await ask('/');
    }
    expect(renders.get('/')).toBe(1);
    // Kept: the home page and the last 499 products; /product/1501 was the 501st most recent.
    await ask('/product/1502');
    expect(renders.get('/product/1502')).toBe(1);
    await ask('/product/1501');
    expect(renders.get('/product/1501')).toBe(2);
  });
});
