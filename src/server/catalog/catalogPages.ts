// What a page of the catalogue asks for and answers, shared by the list's pages and a search's pages.
import { PAGE_LIMIT_MAX, type Product, type SearchSuggestion } from '../../contract';

/** A search counts no further, so a term in most titles costs no more than a rare one (requirements §10.4). */
export const MATCH_COUNT_CAP = 1000;

export interface PageRequest {
  /** How many products (of the list or of the matches) come before the page. */
  offset: number;
  limit: number;
}

export interface QueriedPage {
  products: Product[];
  /** More products follow this page. */
  hasMore: boolean;
}

export interface ListPage extends QueriedPage {
  total: number;
}

export interface SearchPage extends QueriedPage {
  /** How many products match, exact up to MATCH_COUNT_CAP (the whole catalogue for an empty term). */
  matching: number;
  /** More than `matching` products match: the count stopped at the cap. */
  matchingCapped: boolean;
  /** A first page that found nothing: searches that find products ("Did you mean"). */
  suggestions?: SearchSuggestion[];
}

export function assertPage({ offset, limit }: PageRequest): void {
  if (!Number.isSafeInteger(offset) || offset < 0) throw new RangeError(`offset must be a whole number ≥ 0: ${offset}`);
  if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_LIMIT_MAX)
    throw new RangeError(`limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}: ${limit}`);
}
