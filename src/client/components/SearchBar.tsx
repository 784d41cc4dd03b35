import { ArrowRight } from '@/client/lib/icons';
import { useId, useLayoutEffect, useRef } from 'react';
import { Icon } from './Icon';

interface SearchBarProps {
  /** The search currently applied (from the store); the field shows it again on return. */
  appliedTerm: string;
  onSearch: (term: string) => void;
  label: string;
}

/**
 * docs/requirements.md §5: the search is applied only when the arrow button is clicked. The form's own submit
 * (Enter in the field) is suppressed: it neither reloads the page nor searches.
 */
export function SearchBar({ appliedTerm, onSearch, label }: SearchBarProps) {
  const inputId = useId();
  // The field is the browser's (uncontrolled) and the arrow reads it: what a shopper types before
  // the app has taken over the server's page is kept by hydration but never reaches a React state,
  // and a controlled field would be wiped by the next render.
  const input = useRef<HTMLInputElement>(null);
  // The applied term can change from outside (e.g. 'Show all products'): then the field shows it.
  // Only on a change, never on mount, which would wipe what a quick shopper had typed.
  const shownTerm = useRef(appliedTerm);
  useLayoutEffect(() => {
    if (shownTerm.current === appliedTerm || !input.current) return;
    shownTerm.current = appliedTerm;
    input.current.value = appliedTerm;
  }, [appliedTerm]);
  return (
    <form className="search-bar" role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        className="search-bar__input"
        type="search"
        placeholder="search here..."
        autoComplete="off"
        defaultValue={appliedTerm}
      />
      <button
        type="button"
        className="search-bar__button"
        aria-label="Search"
        onClick={() => onSearch(input.current?.value ?? '')}
      >
        <Icon icon={ArrowRight} />
      </button>
    </form>
  );
}
