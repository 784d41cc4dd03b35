import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { HOME_TITLE, type Product } from '@/contract';
import { useAppDispatch, useAppSelector } from '@/client/app/hooks';
import { AssortmentSection } from '@/client/components/AssortmentSection';
import { EmptyState } from '@/client/components/EmptyState';
import { ProductGrid } from '@/client/components/ProductGrid';
import { ProductGridSkeleton } from '@/client/components/ProductGridSkeleton';
import { ProductsLoader } from '@/client/components/ProductsLoader';
import { quoted, ResultCount } from '@/client/components/ResultCount';
import { SearchBar } from '@/client/components/SearchBar';
import { usePageTitle } from '@/client/hooks/usePageTitle';
import { useSearchInAddress } from '@/client/hooks/useSearchInAddress';
import { productsDisplayed } from '@/client/lib/events';
import { selectHomeListing } from './catalogSelectors';
import { FIRST_VISIBLE_COUNT, searchApplied, showMoreClicked } from './catalogSlice';
import { SearchSuggestions } from './SearchSuggestions';
import { suggestionsSentence } from './suggestionTexts';
import { useHomeProducts, useSearchPrefetch } from './useHomeProducts';
import { useSearchSuggestions } from './useSearchSuggestions';

interface HomePageProps {
  cardAction: (product: Product) => ReactNode;
}

/** The last Show More hides the button: focus stays on the list (once no cards are on their way). */
function useFocusAfterLastPage(settled: boolean, hasMore: boolean, shown: number) {
  const statusRef = useRef<HTMLDivElement>(null);
  const focusAfterLastPage = useRef(false);
  useEffect(() => {
    if (!settled) return;
    if (focusAfterLastPage.current && !hasMore) statusRef.current?.focus();
    focusAfterLastPage.current = false;
  }, [settled, hasMore, shown]);
  return { statusRef, focusAfterLastPage };
}

/** 'Showing 8 of 120 products', or how many match the search ('100+' where the count stopped at its cap). */
function countTextOf(term: string, shown: number, total: number, matchingCount: number, capped: boolean): string {
  if (term === '') return `Showing ${shown} of ${total} products`;
  return `${matchingCount}${capped ? '+' : ''} ${matchingCount === 1 ? 'product matches' : 'products match'} ${quoted(term)}`;
}

/** docs/requirements.md §2, home: search, 'Die besten Angebote' with Show More, then 'Sortiment'. */
export function HomePage({ cardAction }: HomePageProps) {
  usePageTitle(HOME_TITLE);
  const dispatch = useAppDispatch();
  // The applied search is the address's (/?q=…[&words=all]): Back and Forward move between searches.
  const [searchTerm, applyToAddress, searchWords] = useSearchInAddress();
  const prefetchSearch = useSearchPrefetch();
  const applySearch = (term: string) => {
    prefetchSearch({ term, words: 'phrase' });
    dispatch(searchApplied());
    applyToAddress(term);
  };
  // The server's first page until the list is here (see selectHomeListing).
  const listing = useAppSelector((state) => selectHomeListing(state, searchTerm, searchWords));
  const { ready, total, matchingCount, capped, stoppedEmpty, visible, hasMore, awaiting } = listing;
  const search = { term: searchTerm, words: searchWords };
  const productsQuery = useHomeProducts(search, awaiting);
  const suggestions = useSearchSuggestions(search, listing);
  // Under "no products match" the grid stays, hidden, so the way back changes cards in place.
  const [lastShown, setLastShown] = useState(visible);
  if (visible.length > 0 && visible !== lastShown) setLastShown(visible);
  const onProductsDisplayed = useCallback((ids: number[]) => dispatch(productsDisplayed(ids)), [dispatch]);
  const { statusRef, focusAfterLastPage } = useFocusAfterLastPage(ready && awaiting === 0, hasMore, visible.length);

  const countText = !ready ? '' : countTextOf(searchTerm, visible.length, total, matchingCount, capped);

  return (
    <>
      <SearchBar appliedTerm={searchTerm} onSearch={applySearch} label="Search products" />
      <section className="section" aria-labelledby="offers-heading">
        <h1 id="offers-heading" lang="de">
          {HOME_TITLE}
        </h1>
        <div ref={statusRef} tabIndex={-1} className="focus-target">
          {/* The links show under "No products match"; the count says them for screen readers. */}
          <ResultCount
            text={countText}
            spokenOnly={matchingCount === 0 && suggestions.length > 0 ? `. ${suggestionsSentence(suggestions)}` : ''}
          />
        </div>
        <ProductsLoader query={productsQuery} skeletonCount={FIRST_VISIBLE_COUNT} ready={ready}>
          {total === 0 ? (
            <EmptyState title="There are no products in the shop right now.">
              <p>Please come back later.</p>
            </EmptyState>
          ) : (
            <>
              {matchingCount === 0 && (
                <NoMatches
                  term={searchTerm}
                  suggestions={suggestions}
                  stoppedEmpty={stoppedEmpty}
                  onFollow={() => statusRef.current?.focus()}
                  onShowAll={() => applySearch('')}
                />
              )}
              <ProductGrid
                products={visible.length > 0 ? visible : lastShown}
                hidden={matchingCount === 0}
                label="Offers"
                keepCardsBy="position"
                cardAction={cardAction}
                onProductsDisplayed={onProductsDisplayed}
              />
            </>
          )}
          {awaiting > 0 && <ProductGridSkeleton count={awaiting} label="Loading more products" />}
          {(hasMore || awaiting > 0) && (
            <button
              type="button"
              className="button button--primary show-more"
              onClick={() => {
                focusAfterLastPage.current = true;
                dispatch(showMoreClicked(searchTerm));
              }}
            >
              Show More
            </button>
          )}
        </ProductsLoader>
      </section>
      <AssortmentSection belowTheFold />
    </>
  );
}

interface NoMatchesProps {
  term: string;
  suggestions: Parameters<typeof SearchSuggestions>[0]['suggestions'];
  stoppedEmpty: boolean;
  onFollow: () => void;
  onShowAll: () => void;
}

/** JSX only: "No products match", with the spelling suggestions or a hint, and Show all products. */
function NoMatches({ term, suggestions, stoppedEmpty, onFollow, onShowAll }: NoMatchesProps) {
  return (
    <EmptyState title={`No products match ${quoted(term)}.`}>
      {suggestions.length > 0 ? (
        // Its link's search replaces this one and the links leave: focus goes to the count.
        <SearchSuggestions suggestions={suggestions} onFollow={onFollow} />
      ) : (
        <p>
          {stoppedEmpty
            ? 'A word this short is looked for among the first products only: try a longer one.'
            : 'Check the spelling or try a shorter word.'}
        </p>
      )}
      <button type="button" className="button button--secondary" onClick={onShowAll}>
        Show all products
      </button>
    </EmptyState>
  );
}
