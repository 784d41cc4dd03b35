import { cutTitle, formatEuro } from '../../../src/client/features/catalog/productText';

describe('formatEuro', () => {
  it.each([
    [1299, '1.299,00 €'],
    [49.9, '49,90 €'],
    [0.5, '0,50 €'],
    [1234567.891, '1.234.567,89 €'],
  ])('writes %p the German way with the euro sign after it: %s', (price, expected) => {
    // Intl puts a non-breaking space before the sign, so the price never wraps apart.
    expect(formatEuro(price)).toBe(expected.replace(' €', '\u00a0€'));
  });
});

describe('cutTitle', () => {
  it('keeps the first 20 characters of a longer title and adds an ellipsis', () => {
    expect(cutTitle('Küchenstuhl aus Eiche, 2er-Set')).toBe('Küchenstuhl aus Eich...');
  });

  it('shows a title of exactly 20 characters whole, without an ellipsis', () => {
    expect(cutTitle('12345678901234567890')).toBe('12345678901234567890');
  });

  it('shows a short title whole', () => {
    expect(cutTitle('Sofa')).toBe('Sofa');
  });

  it('cuts a 21-character title after the 20th character', () => {
    expect(cutTitle('123456789012345678901')).toBe('12345678901234567890...');
  });

  it('never splits a character made of two UTF-16 units', () => {
    expect(cutTitle('😀'.repeat(25))).toBe(`${'😀'.repeat(20)}...`);
  });
});
