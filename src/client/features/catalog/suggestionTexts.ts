// The texts of "Did you mean" (docs/requirements.md §10.4, docs/decisions.md): the links' and the
// sentence the result count's live region adds, so a screen reader hears what the links offer.
import type { SearchSuggestion } from '@/contract';

/** '2', or '1000+' when the count stopped at its cap. */
const suggestionCount = ({ matching, matchingCapped }: SearchSuggestion): string =>
  `${matching}${matchingCapped ? '+' : ''}`;

/** What the link says after its term: '2', or 'all words, any order, 2' for the words in any order. */
export const suggestionDetail = (suggestion: SearchSuggestion): string =>
  suggestion.words === 'all' ? `all words, any order, ${suggestionCount(suggestion)}` : suggestionCount(suggestion);

/** 'product' for exactly one, else 'products'. */
const productsWord = ({ matching, matchingCapped }: SearchSuggestion): string =>
  matching === 1 && !matchingCapped ? 'product' : 'products';

const spoken = (suggestion: SearchSuggestion): string => {
  const count = `${suggestionCount(suggestion)} ${productsWord(suggestion)}`;
  return suggestion.words === 'all'
    ? `${suggestion.term}, all words in any order, ${count}`
    : `${suggestion.term}, ${count}`;
};

/** 'Did you mean: bohrschrauber, 2 products?'; several are parted by '; ', the last by '; or '. */
export function suggestionsSentence(suggestions: readonly SearchSuggestion[]): string {
  if (suggestions.length === 0) return '';
  const parts = suggestions.map(spoken);
  const last = parts.pop()!;
  return `Did you mean: ${parts.length > 0 ? `${parts.join('; ')}; or ${last}` : last}?`;
}
