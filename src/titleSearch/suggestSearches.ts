// "Did you mean": the searches offered when one finds nothing (docs/requirements.md §5.4). The same
// rules on the server (its word list in the database) and in the browser (the products it holds).
import { MAX_SUGGESTIONS, type SearchSuggestion, type SearchWords } from '../contract';
import { normaliseForSearch } from './fold';
import { termWords } from './titleWords';
import { allowedTypos, typoDistance } from './typos';

/** Corrections kept per misspelled word, the most found first. */
const CORRECTIONS_PER_WORD = 3;
/** Searches counted for one term at most, so a long term costs no more than a short one. */
const SEARCHES_COUNTED = 8;

/** A word of the catalogue's word list. */
export interface ListedWord {
  /** Folded, as searches match it. */
  word: string;
  /** The titles' own spelling, in lower case. */
  spelling: string;
  /** Products whose title holds it. */
  products: number;
}

export interface SuggestionSource {
  /** Words of the list that may be within `typos` of `word` (the rules here check): a bounded few. */
  similarWords(word: string, typos: number): Promise<ListedWord[]>;
  /**
   * How many products a search finds, up to the source's cap: `needles` are what it looks for, its mode
   * already applied (needlesOf: a phrase is one needle). `atLeast`: as many
   * are known to match already (a listed word's products), so a source may answer "capped" unread.
   */
  countMatches(
    needles: string[],
    words: SearchWords,
    atLeast?: number,
  ): Promise<{ matching: number; matchingCapped: boolean }>;
}

/** The listed words a misspelled word may have meant, the most found first (none for a short word). */
async function correctionsOf(word: string, source: SuggestionSource): Promise<ListedWord[]> {
  const typos = allowedTypos(word);
  if (typos === 0) return [];
  const similar = await source.similarWords(word, typos);
  return similar
    .filter((listed) => listed.word !== word && typoDistance(word, listed.word, typos) <= typos)
    .sort((a, b) => b.products - a.products || a.word.localeCompare(b.word))
    .slice(0, CORRECTIONS_PER_WORD);
}

interface Candidate {
  /** As shown and linked: the titles' spellings for corrected words, the shopper's for the rest. */
  term: string;
  needles: string[];
  /** Products known to match: a single listed word's own count (each title holding it is found). */
  atLeast?: number;
  words: SearchWords;
}

/** The searches worth counting for a term that found nothing, in the order they were thought of. */
async function candidatesFor(term: string, words: SearchWords, source: SuggestionSource): Promise<Candidate[]> {
  const typed = termWords(term.trim().toLowerCase());
  const needles = typed.map(normaliseForSearch);
  const candidates: Candidate[] = [];
  // Several words: each of them, in any order (a phrase search that found nothing may still).
  if (needles.length > 1 && words === 'phrase') candidates.push({ term: typed.join(' '), needles, words: 'all' });
  const corrections = await Promise.all(needles.map((needle) => correctionsOf(needle, source)));
  corrections.forEach((forWord, index) => {
    for (const correction of forWord) {
      const corrected = needles.map((needle, at) => (at === index ? correction.word : needle));
      const shown = typed.map((word, at) => (at === index ? correction.spelling : word));
      candidates.push({
        term: shown.join(' '),
        needles: corrected,
        words: needles.length > 1 ? 'all' : words,
        ...(needles.length === 1 ? { atLeast: correction.products } : {}),
      });
    }
  });
  // Every misspelled word corrected at once: its best correction each.
  if (corrections.filter((forWord) => forWord.length > 0).length > 1) {
    candidates.push({
      term: typed.map((word, at) => corrections[at]![0]?.spelling ?? word).join(' '),
      needles: needles.map((needle, at) => corrections[at]![0]?.word ?? needle),
      words: 'all',
    });
  }
  return candidates.slice(0, SEARCHES_COUNTED);
}

/**
 * Up to MAX_SUGGESTIONS searches for a term that found nothing: its words in any order, and the
 * term with a misspelled word corrected from the catalogue's words (Meilisearch's typo rule). Each
 * finds products; the most found come first.
 */
export async function suggestSearches(
  term: string,
  words: SearchWords,
  source: SuggestionSource,
): Promise<SearchSuggestion[]> {
  const candidates = await candidatesFor(term, words, source);
  const counted = await Promise.all(
    candidates.map(async (candidate) => ({
      candidate,
      ...(await source.countMatches(candidate.needles, candidate.words, candidate.atLeast)),
    })),
  );
  const seen = new Set<string>();
  return counted
    .filter(({ matching }) => matching > 0)
    .sort((a, b) => Number(b.matchingCapped) - Number(a.matchingCapped) || b.matching - a.matching)
    .filter(({ candidate }) => {
      const key = `${candidate.words}:${candidate.needles.join(' ')}`;
      return !seen.has(key) && seen.add(key);
    })
    .slice(0, MAX_SUGGESTIONS)
    .map(({ candidate, matching, matchingCapped }) => ({
      term: candidate.term,
      words: candidate.words,
      matching,
      matchingCapped,
    }));
}
