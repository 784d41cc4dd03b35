// Stored pictures (src/pictureVariants.ts) reach shoppers as <picture> with AVIF and WebP sizes;
// hosted ones (the demo's, older catalogues) stay a plain <img> as before.
import { render } from '@testing-library/react';
import { ProductCard } from '@/client/components/ProductCard';
import { Picture } from '@/client/components/Picture';
import { CARD_SIZES, pictureSources } from '@/pictureVariants';
import { makeProduct } from '../../support/fixtures';

const HASH = '0123456789abcdef0123';

describe('picture sources', () => {
  it('lists the ladder up to the stored largest width, for a path or a CDN URL', () => {
    const srcSet = pictureSources(`/images/products/${HASH}-640.webp`);
    expect([srcSet?.('avif'), srcSet?.('webp')]).toEqual([
      `/images/products/${HASH}-320.avif 320w,/images/products/${HASH}-480.avif 480w,/images/products/${HASH}-640.avif 640w`,
      `/images/products/${HASH}-320.webp 320w,/images/products/${HASH}-480.webp 480w,/images/products/${HASH}-640.webp 640w`,
    ]);
    expect(pictureSources(`https://cdn.example.com/p/${HASH}-1280.webp`)?.('webp').split(',')).toHaveLength(5);
  });

  it.each(['/images/products/sofa-1.webp', '/images/products/deadbeef-640.webp', `/x/${HASH}-640.avif`])(
    '%s is a hosted picture: no sizes',
    (url) => expect(pictureSources(url)).toBeUndefined(),
  );
});

describe('<Picture>', () => {
  it('offers AVIF first, then WebP, with the sizes, keeping width and height', () => {
    const { container } = render(
      <Picture src={`/p/${HASH}-960.webp`} sizes="50vw" alt="Sofa" width={400} height={400} />,
    );
    const source = container.querySelector('picture > source');
    const img = container.querySelector('picture > img');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toContain(`/p/${HASH}-960.avif 960w`);
    expect(source?.getAttribute('sizes')).toBe('50vw');
    expect(img?.getAttribute('srcset')).toContain(`/p/${HASH}-960.webp 960w`);
    expect([img?.getAttribute('src'), img?.getAttribute('width'), img?.getAttribute('height')]).toEqual([
      `/p/${HASH}-960.webp`,
      '400',
      '400',
    ]);
  });

  it('leaves a hosted picture a plain img', () => {
    const { container } = render(<Picture src="/images/products/sofa-1.webp" sizes="50vw" alt="Sofa" />);
    expect(container.innerHTML).toBe('<img alt="Sofa" src="/images/products/sofa-1.webp">');
  });
});

it('a product card sizes its stored picture to the card', () => {
  const product = makeProduct(3, { image: `/images/products/${HASH}-1280.webp` });
  const { container } = render(<ProductCard product={product} eager action={null} />);
  expect(container.querySelector('.product-card__picture')?.getAttribute('sizes')).toBe(CARD_SIZES);
  expect(container.querySelector('source')?.getAttribute('sizes')).toBe(CARD_SIZES);
});
