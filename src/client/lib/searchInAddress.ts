// The applied search lives in the page's address (?q=), its one source of truth: a search can be
// shared, reloaded and gone back to with the browser's Back and Forward (docs/requirements.md §4.3).

/** The query that applies a term: '?q=…', or '' for no search. */
export const searchQueryFor = (term: string): string => (term ? `?${new URLSearchParams({ q: term })}` : '');
