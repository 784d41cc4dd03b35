// The applied search lives in the page's address (?q=), its one source of truth: a search can be
// shared, reloaded and gone back to with the browser's Back and Forward (docs/requirements.md §4.3).
import type { SearchWords } from '@/contract';

/** A search as the address holds it: the term, and whether its words are matched in any order. */
export interface AppliedSearch {
  term: string;
  words: SearchWords;
}

/** The query that applies a search: '?q=…' ('&words=all' for its words in any order), or '' for none. */
export const searchQueryFor = (term: string, words: SearchWords = 'phrase'): string =>
  term ? `?${new URLSearchParams(words === 'all' ? { q: term, words } : { q: term })}` : '';
