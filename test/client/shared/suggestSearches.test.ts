import { demoCatalog } from '@/server/db/demoCatalog';
import { suggestSearches } from '@/titleSearch/suggestSearches';
import { titlesSuggestionSource } from '@/titleSearch/titlesSuggestionSource';
import { titleWords } from '@/titleSearch/titleWords';
import { allowedTypos, typoDistance } from '@/titleSearch/typos';

describe('allowedTypos: Meilisearch’s rule by word length', () => {
  it.each([
    ['samt', 0],
    ['sesel', 1],
    ['wasserko', 1],
    ['bohrschraber', 2],
    ['kocher9', 0],
  ])('%s may hold %i typos', (word, typos) => expect(allowedTypos(word)).toBe(typos));
});

describe('typoDistance', () => {
  it.each([
    ['bohrschraber', 'bohrschrauber', 1], // a letter dropped
    ['wasserkocer', 'wasserkocher', 1],
    ['sesssel', 'sessel', 1], // added
    ['sessle', 'sessel', 1], // two swapped
    ['tisch', 'tasch', 1], // changed
    ['teppcih', 'teppich', 1],
    ['bohrschrauber', 'bohrschraubre', 1],
    ['kochr', 'kocher', 1],
    ['lampe', 'lampe', 0],
  ])('%s → %s: %i', (a, b, typos) => expect(typoDistance(a, b, 2)).toBe(typos));

  it('stops at the most it is asked about', () => {
    expect(typoDistance('sessel', 'teppich', 1)).toBe(2);
    expect(typoDistance('abc', 'abcdef', 2)).toBe(3);
  });
});

describe('titleWords', () => {
  it('folds each word and keeps the title’s spelling in lower case', () => {
    expect([...titleWords('Bluetooth-Kopfhörer mit Geräuschunterdrückung')]).toEqual([
      ['blutooth', 'bluetooth'], // Lucene's rule: 'ue' after a consonant is an umlaut's
      ['kopfhorer', 'kopfhörer'],
      ['gerauschunterdruckung', 'geräuschunterdrückung'],
    ]);
  });
});

describe('suggestSearches on the demo shop’s titles', () => {
  const source = titlesSuggestionSource(demoCatalog.products.map((product) => product.title));

  it('corrects a dropped letter: bohrschraber → bohrschrauber (2)', async () => {
    expect(await suggestSearches('bohrschraber', 'phrase', source)).toEqual([
      { term: 'bohrschrauber', words: 'phrase', matching: 2, matchingCapped: false },
    ]);
  });

  it('corrects wasserkocer → wasserkocher', async () => {
    expect(await suggestSearches('Wasserkocer', 'phrase', source)).toEqual([
      expect.objectContaining({ term: 'wasserkocher', matching: 1 }),
    ]);
  });

  it('offers words in any order: sessel samt → every word (2)', async () => {
    expect(await suggestSearches('sessel samt', 'phrase', source)).toEqual([
      { term: 'sessel samt', words: 'all', matching: 2, matchingCapped: false },
    ]);
  });

  it('corrects a word among several, in any order: samt sesel', async () => {
    expect(await suggestSearches('samt sesel', 'phrase', source)).toEqual([
      { term: 'samt sessel', words: 'all', matching: 2, matchingCapped: false },
    ]);
  });

  it('forgives no typo in a word of four letters', async () => {
    expect(await suggestSearches('smat', 'phrase', source)).toEqual([]);
  });

  it('offers nothing that finds nothing', async () => {
    expect(await suggestSearches('xylophon', 'phrase', source)).toEqual([]);
  });
});

describe('suggestSearches tells the source what a corrected word is known to find', () => {
  it('passes a single corrected word’s listed products as a lower bound of its count', async () => {
    const asked: Array<[string[], number | undefined]> = [];
    const source = {
      similarWords: () => Promise.resolve([{ word: 'keramik', spelling: 'keramik', products: 20_833 }]),
      countMatches: (needles: string[], _words: string, atLeast?: number) => {
        asked.push([needles, atLeast]);
        return Promise.resolve({ matching: 1000, matchingCapped: true });
      },
    };
    expect(await suggestSearches('keramk', 'phrase', source)).toEqual([
      { term: 'keramik', words: 'phrase', matching: 1000, matchingCapped: true },
    ]);
    // Two words: a title holding 'keramik' need not hold 'vase', so no bound is given.
    await suggestSearches('vase keramk', 'phrase', source);
    expect(asked).toEqual([
      [['keramik'], 20_833],
      [['vase', 'keramk'], undefined],
      [['vase', 'keramik'], undefined],
    ]);
  });
});
