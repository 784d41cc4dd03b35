import { ArrowRight } from '../../components/icons';
import { useId, useState } from 'react';
import { Icon } from '../../components/Icon';

interface SearchBarProps {
  /** The search currently applied (from the store); the field shows it again on return. */
  appliedTerm: string;
  onSearch: (term: string) => void;
  label: string;
}

/**
 * Spec 5: the search is applied only when the arrow button is clicked. The form's own submit
 * (Enter in the field) is suppressed: it neither reloads the page nor searches.
 */
export function SearchBar({ appliedTerm, onSearch, label }: SearchBarProps) {
  const [draft, setDraft] = useState(appliedTerm);
  const inputId = useId();
  // The applied term can change from outside (e.g. 'Show all products'): show it in the field.
  // During render and only on a change: an effect would also run after the first paint, and wipe
  // what a quick shopper had typed by then (a navigation renders as a transition).
  const [fieldTerm, setFieldTerm] = useState(appliedTerm);
  if (fieldTerm !== appliedTerm) {
    setFieldTerm(appliedTerm);
    setDraft(appliedTerm);
  }
  return (
    <form className="search-bar" role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        id={inputId}
        className="search-bar__input"
        type="search"
        placeholder="search here..."
        autoComplete="off"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="button" className="search-bar__button" aria-label="Search" onClick={() => onSearch(draft)}>
        <Icon icon={ArrowRight} />
      </button>
    </form>
  );
}
