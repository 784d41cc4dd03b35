import { cutTitle } from '@/client/lib/productText';
import { formatEuro } from '@/euroText';

describe('formatEuro', () => {
  it.each([
    [1299, '1.299,00 €'],
    [49.9, '49,90 €'],
    [0.5, '0,50 €'],
    [1234567.891, '1.234.567,89 €'],
  ])('writes %p the German way with the euro sign after it: %s', (price, expected) => {
    // A non-breaking space before the sign (as Intl writes it), so the price never wraps apart.
    expect(formatEuro(price)).toBe(expected.replace(' €', '\u00a0€'));
  });

  // Every class of input the catalogue can hold, compared with Intl's German euro format in one
  // assertion (one expect per price made this test take minutes on a busy machine):
  // - each of the 100 cent endings on every whole part next to a thousands boundary, from 0 to a
  //   billion, so each count of '.' separators (0 to 3) and each step between them is met, with
  //   the binary-fraction endings (.10, .29, .15 …) that toFixed could round wrongly;
  // - the edge prices named below, up to the largest price the catalogue stores (2^31 − 1 cents);
  // - a stride over 0 … 20,000 € whose step, coprime to 100, lands on every cent ending many times.
  it("writes every price of whole cents (the catalogue's rule) as Intl's German euro format does", () => {
    const intl = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    const prices = [0, 0.01, 0.1, 0.29, 1.15, 9.99, 99.99, 100, 999.99, 1000, 12345.67, 999999.99, 21474836.47];
    prices.push(1e9 + 0.25);
    const wholeParts = [0];
    for (let power = 1; power <= 1e9; power *= 10) wholeParts.push(power - 1, power);
    for (const whole of wholeParts) for (let cent = 0; cent < 100; cent += 1) prices.push((whole * 100 + cent) / 100);
    for (let cents = 0; cents < 2_000_000; cents += 997) prices.push(cents / 100);

    const wrong = prices
      .map((price) => ({ price, written: formatEuro(price), intl: intl.format(price) }))
      .filter(({ written, intl: expected }) => written !== expected);
    expect(prices.length).toBeGreaterThan(4000);
    expect(wrong).toEqual([]);
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
