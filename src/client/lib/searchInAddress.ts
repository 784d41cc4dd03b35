// The applied search lives in the page's address (?q=), its one source of truth: a search can be
// shared, reloaded and gone back to with the browser's Back and Forward (docs/requirements.md §4.3).

/** The search term an address's query applies ('' for none), trimmed as the arrow applies it. */
export const searchTermOf = (search: string): string => new URLSearchParams(search).get('q')?.trim() ?? '';

/** The query that applies a term: '?q=…', or '' for no search. */
export const searchQueryFor = (term: string): string => (term ? `?${new URLSearchParams({ q: term })}` : '');
