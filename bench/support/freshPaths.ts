// Request paths that no server of a run has been asked before (bench:concurrency), so its prepared
// pages and products are never what answers: each kind draws random terms, offsets, limits or ids
// from the generated catalogue (./catalogues.ts) and draws again when the server's cache key was
// already asked.
import { type SearchWords } from '@/contract';
import { normaliseForSearch } from '@/titleSearch/fold';
import { demoCatalog } from '@/server/db/demoCatalog';
import { titleWords } from '@/titleSearch/titleWords';
import { allowedTypos, typoDistance } from '@/titleSearch/typos';
import { VARIANTS } from './catalogues';
import { API, productApiPath, productPath } from '@/shopRoutes';

/** A request's path, and the key the server keeps its answer under (a page or a product). */
export interface Drawn {
  key: string;
  path: string;
}

export type PathKind = (products: number) => () => Drawn;

const TRIES = 100;
/** A list page as the figures asked for it. */
const PAGE_SIZE = 24;
/** "A page further on": the second to the 25th page. */
const FURTHER_ON = { from: PAGE_SIZE, to: 24 * PAGE_SIZE };
/** Limits around a page, so the same term and offset still make new addresses. */
const LIMITS = { from: 12, to: 36 };

const between = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1));
const randomOf = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** The server's key of a page: offset, limit, the trimmed term and its mode (CatalogSnapshot.page). */
function page(term: string, offset: number, limit: number, words: SearchWords = 'phrase'): Drawn {
  const query = new URLSearchParams({
    ...(term ? { q: term } : {}),
    offset: String(offset),
    limit: String(limit),
    ...(words === 'all' ? { words } : {}),
  });
  return {
    key: `${offset}:${limit}:${term}:${words}`,
    path: `${API.productPage}?${query.toString().replace(/\+/g, '%20')}`,
  };
}

/** The demo titles and the variant words as the shop folds them for its search (German spellings too). */
const FOLDED_TITLES = demoCatalog.products.map((product) => normaliseForSearch(product.title));
const FOLDED_VARIANTS = VARIANTS.map(normaliseForSearch);

/**
 * Every letter pair inside a word of the folded demo titles that a search keeps as it is typed: two-letter
 * terms that match ('ue' after a vowel stays in 'neue', but typed alone the shop reads it as 'u').
 */
const pairsOf = (folded: string) => [...folded.matchAll(/(?=([a-z]{2}))/g)].map((match) => match[1] as string);
const TWO_LETTER_TERMS = [...new Set(FOLDED_TITLES.flatMap(pairsOf))].filter(
  (pair) => normaliseForSearch(pair) === pair,
);

/** A folded letter-only term is in a generated title (`<demo title> <variant> <round>`) if it is in one of these. */
const matchesSomeTitle = (term: string) =>
  FOLDED_TITLES.some((title) => title.includes(term)) || FOLDED_VARIANTS.some((variant) => variant.includes(term));

/** Words of 5+ letters in the generated titles, folded as the word list keeps them: each has a typo budget. */
const TYPO_WORDS = [
  ...new Set(
    [...demoCatalog.products.map((product) => product.title), ...VARIANTS].flatMap((title) => [
      ...titleWords(title).keys(),
    ]),
  ),
].filter((word) => /^[a-z]+$/.test(word) && allowedTypos(word) > 0);

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One typo, anywhere in the word: a letter changed, added or dropped, or two neighbours swapped. */
function withTypo(word: string): string {
  const at = between(0, word.length - 1);
  const letter = randomOf([...LETTERS]);
  switch (between(0, 3)) {
    case 0:
      return word.slice(0, at) + letter + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + letter + word.slice(at);
    case 2:
      return word.slice(0, at) + word.slice(at + 1);
    default: {
      const from = Math.min(at, word.length - 2);
      return word.slice(0, from) + word[from + 1] + word[from] + word.slice(from + 2);
    }
  }
}

/**
 * A misspelling of a catalogue word that finds nothing and that the shop would correct: typed as the
 * shop reads it (folding leaves it alone), in no title, and within the typo budget of its own length
 * (Meilisearch's rule: 1 typo at 5 to 8 letters, 2 from 9) of the word it came from. Words of 9+
 * letters get two typos every other time.
 */
function misspelledWord(): { word: string; typo: string } {
  for (;;) {
    const word = randomOf(TYPO_WORDS);
    const once = withTypo(word);
    const typo = word.length >= 9 && Math.random() < 0.5 ? withTypo(once) : once;
    const budget = allowedTypos(typo);
    if (
      budget > 0 &&
      normaliseForSearch(typo) === typo &&
      !matchesSomeTitle(typo) &&
      typoDistance(typo, word, budget) <= budget
    )
      return { word, typo };
  }
}

/** Words of the generated titles in many products: the variants (a fifth each) and common demo words. */
const FREQUENT_TERMS = ['edition', 'modell', 'serie', 'version', 'ausfuhrung', 'zoll', 'akku', 'samt', 'socken'];

/**
 * Two words standing side by side in a demo title, folded (`zoll mit`, `akku bohrschrauber`): phrases
 * of words that stand together. Random pairs of FREQUENT_TERMS and these words mostly never do.
 */
const isWord = (token = '') => /^[a-z]{3,}$/.test(token);
const FOLDED_TOKENS = FOLDED_TITLES.map((title) => title.split(' '));
const NEIGHBOURS = FOLDED_TOKENS.flatMap((tokens) =>
  tokens.slice(1).flatMap((token, at) => (isWord(tokens[at]) && isWord(token) ? [`${tokens[at]} ${token}`] : [])),
);
const FREQUENT_WORDS = [...new Set([...FREQUENT_TERMS, ...FOLDED_TOKENS.flat().filter((token) => isWord(token))])];

/** Two frequent words as a phrase: half the time a pair that stands together, else two drawn apart (which rarely do). */
const twoWordPhrase = () =>
  Math.random() < 0.5 ? randomOf(NEIGHBOURS) : `${randomOf(FREQUENT_TERMS)} ${randomOf(FREQUENT_WORDS)}`;

/** Rounds of the demo products in a catalogue of `products` (generatedProduct's title number). */
const roundsOf = (products: number) => Math.ceil(products / demoCatalog.products.length);

export const pathKinds = {
  /**
   * `serie N` with N a round titled `Serie` from the last nine tenths of the rounds: at most about 100
   * matches, most of them deep in the catalogue (titles are `<demo title> <variant> <round>`, the
   * variant by round). Any other round would find nothing from 2,084 on (at 1,000,000 products), and
   * since issue 35 a search that finds nothing also looks for suggestions: a row of another kind.
   */
  rareTerm: (products) => {
    const rounds = roundsOf(products);
    const serie = VARIANTS.indexOf('Serie');
    const serieRound = (round: number) => round - ((round - serie + VARIANTS.length) % VARIANTS.length);
    const from = serieRound(Math.ceil(rounds / 10) + VARIANTS.length - 1);
    return () => page(`serie ${Math.max(from, serieRound(between(from, rounds)))}`, 0, between(LIMITS.from, LIMITS.to));
  },
  frequentTermFurtherOn: () => () =>
    page(randomOf(FREQUENT_TERMS), between(FURTHER_ON.from, FURTHER_ON.to), between(LIMITS.from, LIMITS.to)),
  /** Issue 49: a phrase of two frequent words, a page further on; many such pairs never stand together. */
  phraseFurtherOn: () => () =>
    page(twoWordPhrase(), between(FURTHER_ON.from, FURTHER_ON.to), between(LIMITS.from, LIMITS.to)),
  /** Issue 49: `words=all` with two frequent words (variants and demo words), a page further on. */
  allWordsFurtherOn: () => () =>
    page(
      `${randomOf(FREQUENT_TERMS)} ${randomOf(FREQUENT_WORDS)}`,
      between(FURTHER_ON.from, FURTHER_ON.to),
      between(LIMITS.from, LIMITS.to),
      'all',
    ),
  twoLetterTermFurtherOn: () => () =>
    page(randomOf(TWO_LETTER_TERMS), between(FURTHER_ON.from, FURTHER_ON.to), between(LIMITS.from, LIMITS.to)),
  noMatch: () => () => page(`zzq${Math.random().toString(36).slice(2, 10)}`, 0, PAGE_SIZE),
  /** A catalogue word with a typo (`misspelledWord`): finds nothing, so the first page carries suggestions. */
  misspelledWord: () => () => page(misspelledWord().typo, 0, between(LIMITS.from, LIMITS.to)),
  /** The plain list at any offset up to a thousand from the end (999,000 at 1,000,000 products). */
  deepList: (products) => () => page('', between(0, Math.max(0, products - 1000)), PAGE_SIZE),
  productScreen: (products) => () => {
    const id = between(1, products);
    return { key: `product:${id}`, path: productPath(id) };
  },
  productApi: (products) => () => {
    const id = between(1, products);
    return { key: `product:${id}`, path: productApiPath(id) };
  },
} satisfies Record<string, PathKind>;

/**
 * One server's record of what it was asked: a path is drawn again until its key is new. A kind
 * that has run out of new keys (a tiny catalogue) gives a repeat, counted, rather than stopping the run.
 */
export class FreshPaths {
  private readonly asked = new Set<string>();
  repeats = 0;

  next(draw: () => Drawn): string {
    let drawn = draw();
    for (let attempt = 1; attempt < TRIES && this.asked.has(drawn.key); attempt++) drawn = draw();
    if (this.asked.has(drawn.key)) this.repeats++;
    this.asked.add(drawn.key);
    return drawn.path;
  }
}
