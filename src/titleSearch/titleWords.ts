// The words of titles and terms, as the catalogue's word list and the all-words search see them
// (docs/requirements.md §5.1). Shared: the server keeps the list, the client reads kept products alike.
import { type SearchWords } from '../contract';
import { normaliseForSearch } from './fold';

/** Words shorter than this are not kept: the shortest word a typo is forgiven in (5) less one. */
const SHORTEST_KEPT_WORD = 4;

/** A folded term's words: the parts between white space. */
export const termWords = (needle: string): string[] => needle.split(/\s+/).filter((word) => word !== '');

/** What a search for a folded term looks for: the whole term ('phrase'), or each of its words ('all'). */
export const needlesOf = (needle: string, words: SearchWords): string[] =>
  words === 'all' ? termWords(needle) : [needle];

/** The folded title holds every word (the all-words search; one word is the phrase search). */
export const holdsEvery = (searchTitle: string, needles: readonly string[]): boolean =>
  needles.every((needle) => searchTitle.includes(needle));

/**
 * A title's words for the word list: each run of letters (accents kept with their letter), folded,
 * with the title's own spelling in lower case ('kopfhörer' for 'kopfhorer'), shown in suggestions.
 */
export function titleWords(title: string): Map<string, string> {
  const words = new Map<string, string>();
  for (const [spelling] of title.toLowerCase().matchAll(/[\p{L}\p{M}]+/gu)) {
    const word = normaliseForSearch(spelling);
    if ([...word].length >= SHORTEST_KEPT_WORD && !words.has(word)) words.set(word, spelling.normalize('NFC'));
  }
  return words;
}
