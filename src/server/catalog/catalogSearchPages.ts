// A search's pages: the products whose titles hold the term, paged in catalogue order, counted up
// to a cap, and for a first page that found nothing, searches that would find products.
import { type SearchWords } from '../../contract';
import { normaliseForSearch } from '../../titleSearch/fold';
import { suggestSearches, type SuggestionSource } from '../../titleSearch/suggestSearches';
import { needlesOf } from '../../titleSearch/titleWords';
import type { ShopDb } from '../db/connection';
import { similarWords } from '../search/similarWords';
import type { Needles, TitleSearchIndex } from '../search/titleSearchQueries';
import {
  assertPage,
  MATCH_COUNT_CAP,
  type ListPage,
  type PageRequest,
  type QueriedPage,
  type SearchPage,
} from './catalogPages';

interface SearchPageParts {
  reads: ShopDb;
  titleSearch: TitleSearchIndex;
  /** The page of these ids (one more than `limit` tells whether more follow). */
  pageOf(ids: number[], limit: number): Promise<QueriedPage>;
  /** An empty term's page: the list's. */
  listPage(page: PageRequest): Promise<ListPage>;
}

type SearchPages = (term: string, page: PageRequest, words?: SearchWords) => Promise<SearchPage>;

function suggestionSourceOf({ reads, titleSearch }: SearchPageParts): SuggestionSource {
  return {
    similarWords: (word, typos) => similarWords(reads, word, typos),
    // A word listed in more products than a count goes to is "1000+" unread: at 1,000,000 products
    // most are, and counting one to its cap is costly on PostgreSQL (docs/performance.md).
    countMatches: async (needles: Needles, _words, atLeast = 0) => {
      if (atLeast > MATCH_COUNT_CAP) return { matching: MATCH_COUNT_CAP, matchingCapped: true };
      const { count, stopped } = await titleSearch.countMatches(needles, MATCH_COUNT_CAP + 1);
      return { matching: Math.min(count, MATCH_COUNT_CAP), matchingCapped: count > MATCH_COUNT_CAP || stopped };
    },
  };
}

/** The matches' page and how many match, as a page says it: exact up to the cap, else capped. */
async function matchesPage(parts: SearchPageParts, needles: Needles, page: PageRequest): Promise<SearchPage> {
  const { ids, stopped, count } = await parts.titleSearch.matchingIds(needles, page.offset, page.limit + 1);
  // A page that ends the matches has counted them already, unless it is past their end.
  const counted = !stopped && ids.length <= page.limit && (ids.length > 0 || page.offset === 0);
  const [found, matches] = await Promise.all([
    parts.pageOf(ids, page.limit),
    count ??
      (counted
        ? { count: page.offset + ids.length, stopped: false }
        : parts.titleSearch.countMatches(needles, MATCH_COUNT_CAP + 1)),
  ]);
  return {
    ...found,
    matching: Math.min(matches.count, MATCH_COUNT_CAP),
    // More may match than it says: past the count's cap, or past what the search could read.
    matchingCapped: matches.count > MATCH_COUNT_CAP || matches.stopped || stopped,
  };
}

export function createSearchPages(parts: SearchPageParts): SearchPages {
  const suggestionSource = suggestionSourceOf(parts);
  return async (term, page, words = 'phrase') => {
    assertPage(page);
    const needle = normaliseForSearch(term.trim());
    if (needle === '') {
      const { total, ...list } = await parts.listPage(page);
      return { ...list, matching: total, matchingCapped: false };
    }
    const answer = await matchesPage(parts, needlesOf(needle, words), page);
    // Only a first page that found nothing, and not one that stopped at its bound (a longer word helps there).
    if (page.offset > 0 || answer.matching > 0 || answer.matchingCapped) return answer;
    return { ...answer, suggestions: await suggestSearches(term, words, suggestionSource) };
  };
}
