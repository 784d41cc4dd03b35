import { useLocation, useNavigate } from 'react-router-dom';
import type { SearchWords } from '@/contract';
import { searchQueryFor, searchTermOf, searchWordsOf } from '@/shopRoutes';

/**
 * The applied search (?q=, and &words=all for its words in any order) and how to apply another from
 * the search field: always a phrase search, a new history entry unless it is the same search.
 */
export function useSearchInAddress(): [term: string, apply: (term: string) => void, words: SearchWords] {
  const { search } = useLocation();
  const term = searchTermOf(search);
  const words = searchWordsOf(search);
  const navigate = useNavigate();
  const apply = (next: string) => {
    const applied = next.trim();
    void navigate({ search: searchQueryFor(applied) }, { replace: applied === term && words === 'phrase' });
  };
  return [term, apply, words];
}
