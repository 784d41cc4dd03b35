import { useId } from 'react';
import type { SearchSuggestion } from '@/contract';
import { AppLink } from '@/client/components/AppLink';
import { searchPath } from '@/shopRoutes';
import { suggestionDetail } from './suggestionTexts';
import * as i18n from '@/client/i18n/i18n';

interface SearchSuggestionsProps {
  suggestions: readonly SearchSuggestion[];
  /** A link was followed: its search replaces this one, and the links leave. */
  onFollow: () => void;
}

/** "Did you mean:" and a link per suggested search, each to its own address (`/?q=…[&words=all]`). */
export function SearchSuggestions({ suggestions, onFollow }: SearchSuggestionsProps) {
  const labelId = useId();
  if (suggestions.length === 0) return null;
  return (
    <div className="did-you-mean">
      <p id={labelId}>{i18n._({ id: 'search.suggestions.label', message: 'Did you mean:' })}</p>
      <ul className="did-you-mean__list" aria-labelledby={labelId}>
        {suggestions.map((suggestion) => (
          <li key={`${suggestion.words}:${suggestion.term}`}>
            <AppLink
              className="did-you-mean__link"
              to={searchPath(suggestion.term, suggestion.words)}
              onClick={onFollow}
            >
              {/* The terms are the catalogue's own (German) words; the name is the text seen (WCAG 2.5.3). */}
              <span lang="de">{suggestion.term}</span> ({suggestionDetail(suggestion)})
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
