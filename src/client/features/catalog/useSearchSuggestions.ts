import { useEffect, useState } from 'react';
import type { Product, SearchSuggestion } from '@/contract';
import { selectCatalogPaged } from '@/client/api/firstPage';
import { selectProductsResult } from '@/client/api/productList';
import { useAppSelector } from '@/client/app/hooks';
import type { AppliedSearch } from '@/client/search/searchInAddress';
import type { HomeListing } from './catalogSelectors';
import { loadSuggestionEngine } from './suggestionEngineChunk';

interface Found extends AppliedSearch {
  products: readonly Product[];
  suggestions: SearchSuggestion[];
}

const NONE: SearchSuggestion[] = [];

/**
 * "Did you mean" for a home search that found nothing (not one that stopped at its bound): a large
 * catalogue's come with its page from the server; the whole list's are found here, by the engine's
 * chunk, and until then the first page the server rendered with them stands in.
 */
export function useSearchSuggestions({ term, words }: AppliedSearch, listing: HomeListing): SearchSuggestion[] {
  const paged = useAppSelector(selectCatalogPaged);
  const products = useAppSelector(selectProductsResult).data;
  const foundNothing = listing.ready && listing.matchingCount === 0 && !listing.stoppedEmpty && term !== '';
  const [found, setFound] = useState<Found>();
  useEffect(() => {
    if (paged || !foundNothing || !products) return;
    let current = true;
    loadSuggestionEngine()
      .then(({ suggestFromProducts }) => suggestFromProducts(products, term, words))
      .then(
        (suggestions) => current && setFound({ products, term, words, suggestions }),
        // The chunk cannot be downloaded (offline before it was ever kept): no suggestions, the hint stays.
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [paged, foundNothing, products, term, words]);
  if (!foundNothing) return NONE;
  const ours =
    !paged && found !== undefined && found.products === products && found.term === term && found.words === words;
  return ours ? found.suggestions : listing.serverSuggestions;
}
