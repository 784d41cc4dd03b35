// The texts of "Did you mean" (docs/requirements.md §10.4, docs/decisions.md): the links' and the
// sentence the result count's live region adds, so a screen reader hears what the links offer.
import type { SearchSuggestion } from '@/contract';
import * as i18n from '@/client/i18n/i18n';

/** '2', or '1000+' when the count stopped at its cap. */
const suggestionCount = ({ matching, matchingCapped }: SearchSuggestion): string =>
  `${matching}${matchingCapped ? '+' : ''}`;

/** What the link says after its term: '2', or 'all words, any order, 2' for the words in any order. */
export const suggestionDetail = (suggestion: SearchSuggestion): string =>
  suggestion.words === 'all'
    ? i18n._({
        id: 'search.suggestion.allWords',
        message: 'all words, any order, {count}',
        values: { count: suggestionCount(suggestion) },
      })
    : suggestionCount(suggestion);

/** '2 products', '1 product' for exactly one (not '1+', a count stopped at its cap: that is more). */
const productsCount = (suggestion: SearchSuggestion): string =>
  i18n._({
    id: 'search.suggestion.products',
    message: '{amount, select, one {{count} product} other {{count} products}}',
    values: {
      amount: suggestion.matching === 1 && !suggestion.matchingCapped ? 'one' : 'other',
      count: suggestionCount(suggestion),
    },
  });

const spoken = (suggestion: SearchSuggestion): string => {
  const products = productsCount(suggestion);
  return suggestion.words === 'all'
    ? i18n._({
        id: 'search.suggestion.spokenAllWords',
        message: '{term}, all words in any order, {products}',
        values: { term: suggestion.term, products },
      })
    : `${suggestion.term}, ${products}`;
};

/** 'Did you mean: bohrschrauber, 2 products?'; several are parted by '; ', the last by '; or '. */
export function suggestionsSentence(suggestions: readonly SearchSuggestion[]): string {
  if (suggestions.length === 0) return '';
  const parts = suggestions.map(spoken);
  const last = parts.pop()!;
  const offered =
    parts.length > 0
      ? i18n._({
          id: 'search.suggestion.orLast',
          message: '{others}; or {last}',
          values: { others: parts.join('; '), last },
        })
      : last;
  return i18n._({ id: 'search.suggestion.sentence', message: 'Did you mean: {offered}?', values: { offered } });
}
