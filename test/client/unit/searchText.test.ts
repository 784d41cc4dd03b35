import type { Product } from '@/contract';
import { filterByTitle } from '@/client/lib/titleSearch';
import { demoCatalog } from '@/server/db/demoCatalog';
import { normaliseForSearch } from '@/contract';
import * as titleIndexModule from '@/client/lib/titleIndex';
import { buildTitleIndex, titlesContaining } from '@/client/lib/titleIndex';

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

  it('gives every demo title the same search text as removing every Unicode mark would', () => {
    const withoutAnyMark = (text: string) =>
      text.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
    for (const { title } of demoCatalog.products) expect(normaliseForSearch(title)).toBe(withoutAnyMark(title));
  });
});

describe('title index', () => {
  const titles = ['Sofa Lounge', 'Lounge Sessel', 'Tisch', 'Sofa Sofa'];
  const index = buildTitleIndex(titles);

  it('finds every title holding the term, in list order, each once', () => {
    expect(titlesContaining(index, 'sofa')).toEqual([0, 3]);
    expect(titlesContaining(index, 'lounge')).toEqual([0, 1]);
    expect(titlesContaining(index, 's')).toEqual([0, 1, 2, 3]);
  });

  it('finds the first and the last title, and nothing that is not there', () => {
    expect(titlesContaining(index, 'sofa lounge')).toEqual([0]);
    expect(titlesContaining(index, 'sofa sofa')).toEqual([3]);
    expect(titlesContaining(index, 'eiche')).toEqual([]);
  });

  it('never matches across the end of one title and the start of the next', () => {
    // 'Lounge' ends title 0 and title 1 starts with 'Lounge': no title holds 'lounge lounge'.
    expect(titlesContaining(index, 'lounge lounge')).toEqual([]);
    expect(titlesContaining(index, 'loungelounge')).toEqual([]);
    expect(titlesContaining(index, 'lounge\nlounge')).toEqual([]);
  });

  it('keeps a title with a line break in it whole', () => {
    const odd = buildTitleIndex(['Sofa\nLounge', 'Tisch']);
    expect(titlesContaining(odd, 'sofa lounge')).toEqual([0]);
    expect(titlesContaining(odd, 'tisch')).toEqual([1]);
  });

  it('works on an empty list', () => {
    expect(titlesContaining(buildTitleIndex([]), 'sofa')).toEqual([]);
  });
});

describe('the title index', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is built once per list, on its first search, and reused by the next', () => {
    const building = jest.spyOn(titleIndexModule, 'buildTitleIndex');
    const products = [product(1, 'Sessel Lounge'), product(2, 'Couchtisch Eiche')];
    expect(filterByTitle(products, 'eiche')).toEqual([products[1]]);
    expect(filterByTitle(products, 'sessel')).toEqual([products[0]]);
    expect(building).toHaveBeenCalledTimes(1);
  });
});
