// "Did you mean"'s links and the sentence the count's live region says: in the suggestion engine's
// chunk ("search-suggestions"), out of the first load; didYouMeanChunk.ts loads it.
export { SearchSuggestions } from './SearchSuggestions';
export { suggestionsSentence } from './suggestionTexts';
