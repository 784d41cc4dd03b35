import { useLocation, useNavigate } from 'react-router-dom';
import { searchTermOf } from '@/contract';
import { searchQueryFor } from '@/client/lib/searchInAddress';

/** The applied search (?q=) and how to apply another: a new history entry, unless the term is the same. */
export function useSearchInAddress(): [term: string, apply: (term: string) => void] {
  const term = searchTermOf(useLocation().search);
  const navigate = useNavigate();
  const apply = (next: string) => {
    const applied = next.trim();
    void navigate({ search: searchQueryFor(applied) }, { replace: applied === term });
  };
  return [term, apply];
}
