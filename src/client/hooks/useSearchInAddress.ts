import { useLocation, useNavigate } from 'react-router-dom';
import { searchTermOf } from '@/contract';
import { searchQueryFor } from '@/client/lib/searchInAddress';

/**
 * The screen's applied search (?q= of its address) and how to apply another: a new search is a new
 * history entry, so Back returns to the one before; the same term again adds none.
 */
export function useSearchInAddress(): [term: string, apply: (term: string) => void] {
  const term = searchTermOf(useLocation().search);
  const navigate = useNavigate();
  const apply = (next: string) => {
    const applied = next.trim();
    void navigate({ search: searchQueryFor(applied) }, { replace: applied === term });
  };
  return [term, apply];
}
