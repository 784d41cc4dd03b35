// The texts of a page's head (docs/requirements.md §10.16): descriptions cut after a word to at most
// 160 characters, the price written as the page writes it, the home's offer with whole category names.
import { formatEuro } from '@/euroText';
import type { Category, FirstScreenData, Product } from '@/contract';
import { excerpt, homeDescription, productDescription } from '@/server/seo/pageHead';

const length = (text: string) => Array.from(text).length;

describe('descriptions', () => {
  it('keeps a short text whole and collapses its white space', () => {
    expect(excerpt('  Ein   Sofa,\n bequem. ')).toBe('Ein Sofa, bequem.');
  });

  it('cuts a long text after a word, to at most 160 characters, ending in …', () => {
    const text = `${'Wort '.repeat(40)}Ende`;
    const cut = excerpt(text);
    expect(length(cut)).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/^(Wort )+Wort…$/);
    // Counted in code points: an emoji is never split.
    const emoji = excerpt('😀'.repeat(200));
    expect(length(emoji)).toBe(160);
    expect(emoji.endsWith('😀…')).toBe(true);
  });

  it('writes a product with its price as the page does, then the start of its description', () => {
    const product = { price: 1299, description: `Ein großes Ecksofa. ${'Sehr bequem. '.repeat(20)}` } as Product;
    const description = productDescription(product);
    expect(description.startsWith(`${formatEuro(1299)} – Ein großes Ecksofa. Sehr bequem.`)).toBe(true);
    expect(description).toContain('1.299,00\u00a0€');
    expect(length(description)).toBeLessThanOrEqual(160);
  });

  it("writes the home's offer with as many whole category names as fit", () => {
    const data = (total: number, names: string[]): FirstScreenData => ({
      categories: names.map((catName, id): Category => ({ id, catName, bgColor: '#fff', imageUrl: '/c.webp' })),
      firstPage: { total, products: [], term: '', matching: total },
    });
    expect(homeDescription(data(0, ['sofa']))).toBe('Shopfront – die besten Angebote im kleinen Online-Shop.');
    expect(homeDescription(data(1, ['sofa']))).toBe(
      'Shopfront – die besten Angebote im kleinen Online-Shop. 1 Produkt: sofa.',
    );
    const many = Array.from({ length: 30 }, (_, index) => `kategorie ${index + 1}`);
    const description = homeDescription(data(500, many));
    expect(length(description)).toBeLessThanOrEqual(160);
    expect(description).toMatch(/: kategorie 1, kategorie 2, .*kategorie \d+, …\.$/);
  });
});
