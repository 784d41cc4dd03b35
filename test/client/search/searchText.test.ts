import type { Product } from '@/contract';
import { filterByTitle } from '@/client/search/titleFilter';
import { demoCatalog } from '@/server/db/demoCatalog';
import { normaliseForSearch } from '@/titleSearch/fold';

function product(id: number, title: string): Product {
  return { id, title, price: 10, description: '', image: '', images: [], mark: '', category: 'sofa' };
}

/** Whether a search for `term` finds a product called `title`. */
function titleMatches(title: string, term: string): boolean {
  return filterByTitle([product(1, title)], term).length === 1;
}

describe('search matching', () => {
  it('ignores case', () => {
    expect(titleMatches('SESSEL Lounge', 'sessel')).toBe(true);
    expect(titleMatches('sessel lounge', 'SESSEL')).toBe(true);
  });

  it('matches a substring anywhere in the title', () => {
    expect(titleMatches('Couchtisch Nussbaum rund', 'nuss')).toBe(true);
    expect(titleMatches('Couchtisch Nussbaum rund', 'rund')).toBe(true);
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

  it('removes the accents of other languages written in Latin letters too', () => {
    expect(normaliseForSearch('Crème Brûlée Señor Łódź Ærø Phở Ångström')).toBe(
      'creme brulee senor łodz ærø pho angstrom',
    );
  });

  it('gives every demo title the same search text as removing every Unicode mark would, German spellings aside', () => {
    const withoutAnyMark = (text: string) =>
      text.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
    for (const { title } of demoCatalog.products)
      expect(normaliseForSearch(title)).toBe(normaliseForSearch(withoutAnyMark(title)));
  });

  // Lucene's GermanNormalizationFilter: ae, oe → a, o; ue → u unless after a vowel or q.
  it('reads ae, oe and ue as the umlauts they stand for, as German search engines do', () => {
    const folded = (text: string) => normaliseForSearch(text);
    expect(folded('kopfhoerer')).toBe(folded('Kopfhörer'));
    expect(folded('tennisschlaeger')).toBe(folded('Tennisschläger'));
    expect(folded('groesse')).toBe(folded('Größe'));
    expect(folded('Zuerich')).toBe('zurich');
    expect(['neue', 'Quelle', 'blaue', 'Feuer', 'Aue'].map(folded)).toEqual([
      'neue',
      'quelle',
      'blaue',
      'feuer',
      'aue',
    ]);
    // Not an umlaut, folded all the same on both sides: 'Poesie' is still found by 'poesie' and 'poes'.
    expect(folded('Poesie')).toBe('posie');
    expect(titleMatches('Poesie Band', 'poesie')).toBe(true);
    expect(titleMatches('Poesie Band', 'poes')).toBe(true);
    expect(titleMatches('Bluetooth-Kopfhörer', 'kopfhoerer')).toBe(true);
    expect(titleMatches('Bluetooth-Kopfhörer', 'bluetooth')).toBe(true);
  });
});

describe('the folded titles', () => {
  it('serve every later search of the same list', () => {
    const products = [product(1, 'Sessel Lounge'), product(2, 'Couchtisch Eiche')];
    expect(filterByTitle(products, 'eiche')).toEqual([products[1]]);
    expect(filterByTitle(products, 'sessel')).toEqual([products[0]]);
  });

  it('keep each title whole: a term never matches across two titles', () => {
    const products = [product(1, 'Sofa Lounge'), product(2, 'Lounge Sessel')];
    expect(filterByTitle(products, 'lounge lounge')).toEqual([]);
    expect(filterByTitle(products, 'lounge')).toEqual(products);
  });
});

describe('the all-words search (words=all)', () => {
  const products = [
    product(1, 'SESSEL Lounge Samt, grün'),
    product(2, 'SESSEL Lounge mit Hocker, Samt petrol'),
    product(3, 'Samtkissen'),
  ];

  it('finds the titles that hold every word, in any order and apart', () => {
    expect(filterByTitle(products, 'sessel samt', 'all')).toEqual([products[0], products[1]]);
    expect(filterByTitle(products, '  SAMT   sessel ', 'all')).toEqual([products[0], products[1]]);
    expect(filterByTitle(products, 'hocker samt lounge', 'all')).toEqual([products[1]]);
  });

  it('folds each word as the phrase search does, and a word may sit inside another', () => {
    expect(filterByTitle(products, 'gruen sessel', 'all')).toEqual([products[0]]);
    expect(filterByTitle(products, 'kissen samt', 'all')).toEqual([products[2]]);
  });

  it('is the phrase rule for one word, and stays apart from the phrase search for several', () => {
    expect(filterByTitle(products, 'samt', 'all')).toEqual(filterByTitle(products, 'samt'));
    expect(filterByTitle(products, 'sessel samt')).toEqual([]);
    expect(filterByTitle(products, 'sessel samt', 'all')).toHaveLength(2);
    expect(filterByTitle(products, ' ', 'all')).toEqual(products);
  });
});
