// The whole list's "Did you mean" (docs/requirements.md §10.4), in a chunk of its own: the engine
// (src/titleSearch) runs only when a search found nothing, so it stays out of the first load.
import type { Product, SearchSuggestion, SearchWords } from '@/contract';
import { suggestSearches, type SuggestionSource } from '@/titleSearch/suggestSearches';
import { titlesSuggestionSource } from '@/titleSearch/titlesSuggestionSource';

// One source per list: its word list is made at the first search that needs it and serves the next.
const sources = new WeakMap<readonly Product[], SuggestionSource>();

export function suggestFromProducts(
  products: readonly Product[],
  term: string,
  words: SearchWords,
): Promise<SearchSuggestion[]> {
  let source = sources.get(products);
  if (!source) {
    source = titlesSuggestionSource(products.map((product) => product.title));
    sources.set(products, source);
  }
  return suggestSearches(term, words, source);
}
