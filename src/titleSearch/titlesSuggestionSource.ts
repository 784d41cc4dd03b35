// Suggestions from titles held in memory: the browser's whole list (a catalogue of at most
// WHOLE_LIST_LIMIT products) and the products kept on the device offline. A plain scan suffices.
import { normaliseForSearch } from './fold';
import type { ListedWord, SuggestionSource } from './suggestSearches';
import { holdsEvery, titleWords } from './titleWords';

/** The word list of these titles: each word once, with its first spelling and how many titles hold it. */
function wordListOf(titles: readonly string[]): ListedWord[] {
  const list = new Map<string, ListedWord>();
  for (const title of titles) {
    for (const [word, spelling] of titleWords(title)) {
      const listed = list.get(word);
      if (listed) listed.products += 1;
      else list.set(word, { word, spelling, products: 1 });
    }
  }
  return [...list.values()];
}

export function titlesSuggestionSource(titles: readonly string[]): SuggestionSource {
  const searchTitles = titles.map(normaliseForSearch);
  let words: ListedWord[] | undefined;
  return {
    similarWords(word, typos) {
      const length = [...word].length;
      words ??= wordListOf(titles);
      return Promise.resolve(words.filter((listed) => Math.abs([...listed.word].length - length) <= typos));
    },
    countMatches(needles) {
      const matching = searchTitles.filter((title) => holdsEvery(title, needles)).length;
      return Promise.resolve({ matching, matchingCapped: false });
    },
  };
}
