// The applied search lives in the page's address (?q=), its one source of truth: a search can be
// shared, reloaded and gone back to with the browser's Back and Forward (docs/requirements.md §4.3).
// The address is written and read by src/shopRoutes.ts (searchQueryFor, searchTermOf, searchWordsOf).
import type { SearchWords } from '@/contract';

/** A search as the address holds it: the term, and whether its words are matched in any order. */
export interface AppliedSearch {
  term: string;
  words: SearchWords;
}
