import { normaliseForSearch, titleMatches } from '../../../src/client/features/catalog/searchText';

describe('search matching', () => {
  it('ignores case', () => {
    expect(titleMatches('SESSEL Lounge', 'sessel')).toBe(true);
    expect(titleMatches('sessel lounge', 'SESSEL')).toBe(true);
  });

  it('matches a substring anywhere in the title', () => {
    expect(titleMatches('Couchtisch Nussbaum rund', 'nuss')).toBe(true);
    expect(titleMatches('Couchtisch Nussbaum rund', 'eiche')).toBe(false);
  });

  it('finds umlauts typed without them, and with them', () => {
    expect(titleMatches('Küchenstuhl aus Eiche', 'kuche')).toBe(true);
    expect(titleMatches('Küchenstuhl aus Eiche', 'küche')).toBe(true);
    expect(titleMatches('Fußmatte Kokos', 'fussmatte')).toBe(true);
    expect(titleMatches('Crème brûlée Set', 'creme brulee')).toBe(true);
  });

  it('treats an empty or blank term as matching everything', () => {
    expect(titleMatches('Sofa', '')).toBe(true);
    expect(titleMatches('Sofa', '   ')).toBe(true);
  });

  it('normalises to lower case without accents', () => {
    expect(normaliseForSearch('ÄÖÜ Straße')).toBe('aou strasse');
  });
});
