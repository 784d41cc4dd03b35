import { ArrowRight } from '@/client/lib/icons/firstLoadShapes';
import { useId, useLayoutEffect, useRef } from 'react';
import { Icon } from './Icon';
import * as i18n from '@/client/i18n/i18n';

interface SearchBarProps {
  appliedTerm: string;
  onSearch: (term: string) => void;
  label: string;
}

/** The search is applied only by the search button (§5); Enter in the field does nothing. */
export function SearchBar({ appliedTerm, onSearch, label }: SearchBarProps) {
  const inputId = useId();
  // Uncontrolled, read by the search button: what a shopper types before hydration never reaches a
  // React state, and a controlled field would wipe it.
  const input = useRef<HTMLInputElement>(null);
  // An applied term changed from outside ('Show all products') is shown; never on mount.
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
        placeholder={i18n._({ id: 'search.placeholder', message: 'search here...' })}
        autoComplete="off"
        defaultValue={appliedTerm}
      />
      <button
        type="button"
        className="search-bar__button"
        aria-label={i18n._({ id: 'search.button', message: 'Search' })}
        onClick={() => onSearch(input.current?.value ?? '')}
      >
        <Icon icon={ArrowRight} />
      </button>
    </form>
  );
}
