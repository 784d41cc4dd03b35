// The HTML announces what its screen needs first (Link: rel=preload): the API answers and the
// first pictures, so a browser fetches them while it downloads the script bundle. as=fetch +
// crossorigin must stay: without them the browser would not reuse the preloaded answer for the
// SPA's fetch() and would download it twice.
import type { Product } from '@/contract';
import { preloadLinksFor, type PreloadCatalog } from '@/server/http/preloadLinks';
import { CARD_SIZES } from '@/pictureVariants';
import { PRODUCT_PICTURE_SIZES } from '@/productPictureSizes';
import { json, startTestApp, type TestApp } from '../support/testApp';

const fetchLink = (path: string) => `<${path}>; rel=preload; as=fetch; crossorigin=anonymous`;
const imageLink = (url: string) => `<${url}>; rel=preload; as=image`;
const catalogLinks = [fetchLink('/api/products'), fetchLink('/api')];

const fakeCatalog: PreloadCatalog = {
  total: 48,
  firstPictures: (count) =>
    ['/images/products/a-1.svg', '/images/products/b-1.svg', '/images/products/c-1.svg'].slice(0, count),
  picture: (id) => (id === 7 ? '/images/products/g-1.svg' : undefined),
};

describe('preloadLinksFor', () => {
  it('a server-rendered page carries the categories and the product: only the list and the pictures are preloaded', () => {
    expect(preloadLinksFor('/', fakeCatalog, true)).toBe(
      [fetchLink('/api/products'), imageLink('/images/products/a-1.svg'), imageLink('/images/products/b-1.svg')].join(
        ', ',
      ),
    );
    expect(preloadLinksFor('/favourites', fakeCatalog, true)).toBe(fetchLink('/api/products'));
    expect(preloadLinksFor('/product/7', fakeCatalog, true)).toBe(imageLink('/images/products/g-1.svg'));
    expect(preloadLinksFor('/product/8', fakeCatalog, true)).toBeUndefined();
  });

  it('home preloads the product list, the categories and the first row of pictures', () => {
    expect(preloadLinksFor('/', fakeCatalog)).toBe(
      [...catalogLinks, imageLink('/images/products/a-1.svg'), imageLink('/images/products/b-1.svg')].join(', '),
    );
  });

  it('above 2,000 products the whole list is never preloaded: the client asks for pages', () => {
    const large = { ...fakeCatalog, total: 2001 };
    expect(preloadLinksFor('/', large, true)).toBe(
      [imageLink('/images/products/a-1.svg'), imageLink('/images/products/b-1.svg')].join(', '),
    );
    expect(preloadLinksFor('/favourites', large, true)).toBeUndefined();
    expect(preloadLinksFor('/favourites', { ...fakeCatalog, total: 2000 }, true)).toBe(fetchLink('/api/products'));
  });

  it('favourites preloads the product list and the categories (which cards show depends on the browser)', () => {
    expect(preloadLinksFor('/favourites', fakeCatalog)).toBe(catalogLinks.join(', '));
  });

  it('a product page preloads that product and its main picture', () => {
    expect(preloadLinksFor('/product/7', fakeCatalog)).toBe(
      [fetchLink('/api/product/7'), imageLink('/images/products/g-1.svg')].join(', '),
    );
    expect(preloadLinksFor('/product/8', fakeCatalog)).toBe(fetchLink('/api/product/8'));
  });

  it('a stored picture is preloaded as the AVIF its <picture> chooses: same srcset and sizes', () => {
    const stored = (hash: string) => `/images/products/${hash.repeat(20)}-640.webp`;
    const avif = (hash: string) =>
      [320, 480, 640].map((width) => `/images/products/${hash.repeat(20)}-${width}.avif ${width}w`).join(',');
    const catalogue = { total: 2, firstPictures: () => [stored('a'), stored('b')], picture: () => stored('c') };
    const links = (preloadLinksFor('/', catalogue, true) ?? '').split(/, (?=<)/);
    expect(links.slice(1)).toEqual(
      ['a', 'b'].map(
        (hash) =>
          `${imageLink(stored(hash))}; imagesrcset="${avif(hash)}"; imagesizes="${CARD_SIZES}"; type="image/avif"`,
      ),
    );
    expect(preloadLinksFor('/product/3', catalogue, true)).toBe(
      `${imageLink(stored('c'))}; imagesrcset="${avif('c')}"; imagesizes="${PRODUCT_PICTURE_SIZES}"; type="image/avif"`,
    );
  });

  it('before the catalogue was first prepared, only the API answers are preloaded', () => {
    expect(preloadLinksFor('/', undefined)).toBe(catalogLinks.join(', '));
  });

  it.each([
    '/login',
    '/users/abc',
    '/product/07',
    '/product/abc',
    '/product/99999999999',
    '/no/such/page',
    '/favicon.svg',
  ])('%s preloads nothing (no catalogue data, or an id the API would refuse)', (url) => {
    expect(preloadLinksFor(url, fakeCatalog)).toBeUndefined();
  });
});

describe('preload links on the started server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('home names the real first pictures once the catalogue is prepared; API answers carry no links', async () => {
    const products = await t.inject('/api/products');
    expect(products.headers.link).toBeUndefined();
    const [first, second] = json<Product[]>(products.body);
    const home = await t.inject('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers.link).toBe(
      [...catalogLinks, imageLink(first?.image ?? '?'), imageLink(second?.image ?? '?')].join(', '),
    );
  });

  it('a product page names the product and its main picture; login names nothing', async () => {
    const product = json<Product>((await t.inject('/api/product/1')).body);
    expect((await t.inject('/product/1')).headers.link).toBe(
      [fetchLink('/api/product/1'), imageLink(product.image)].join(', '),
    );
    expect((await t.inject('/login')).headers.link).toBeUndefined();
  });
});
