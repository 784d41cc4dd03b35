import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Product, SearchSuggestion } from '@/contract';
import { useAppDispatch, useAppSelector } from '@/client/app/hooks';
import { AssortmentSection } from '@/client/components/AssortmentSection';
import { EmptyState } from '@/client/components/EmptyState';
import { ProductGrid } from '@/client/components/ProductGrid';
import { ProductGridSkeleton } from '@/client/components/ProductGridSkeleton';
import { ProductsLoader } from '@/client/components/ProductsLoader';
import { ResultCount } from '@/client/components/ResultCount';
import { SearchBar } from '@/client/components/SearchBar';
import { usePageTitle } from '@/client/hooks/usePageTitle';
import { useSearchInAddress } from '@/client/hooks/useSearchInAddress';
import { productsDisplayed } from '@/client/lib/events';
import { selectHomeListing } from './catalogSelectors';
import { FIRST_VISIBLE_COUNT, searchApplied, showMoreClicked } from './catalogSlice';
import { useDidYouMean } from './didYouMeanChunk';
import { useHomeProducts, useSearchPrefetch } from './useHomeProducts';
import { useSearchSuggestions } from './useSearchSuggestions';
import * as i18n from '@/client/i18n/i18n';

/** The spec's German heading, the same in both languages; the screen's title too. */
const HOME_TITLE = i18n._({ id: 'home.title', message: 'Die besten Angebote' });
const SEARCH_LABEL = i18n._({ id: 'home.search.label', message: 'Search products' });
const OFFERS_LABEL = i18n._({ id: 'home.grid.label', message: 'Offers' });
const LOADING_MORE = i18n._({ id: 'home.loadingMore', message: 'Loading more products' });

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
  if (term === '')
    return i18n._({
      id: 'home.count.showing',
      message: 'Showing {shown} of {total} products',
      values: { shown, total },
    });
  return i18n._({
    id: 'home.count.matching',
    message: '{count, plural, one {{matched} product matches “{term}”} other {{matched} products match “{term}”}}',
    values: { count: matchingCount, matched: `${matchingCount}${capped ? '+' : ''}`, term },
  });
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
  const didYouMean = useDidYouMean(suggestions.length > 0);
  // Under "no products match" the grid stays, hidden, so the way back changes cards in place.
  const [lastShown, setLastShown] = useState(visible);
  if (visible.length > 0 && visible !== lastShown) setLastShown(visible);
  const onProductsDisplayed = useCallback((ids: number[]) => dispatch(productsDisplayed(ids)), [dispatch]);
  const { statusRef, focusAfterLastPage } = useFocusAfterLastPage(ready && awaiting === 0, hasMore, visible.length);

  const countText = !ready ? '' : countTextOf(searchTerm, visible.length, total, matchingCount, capped);

  return (
    <>
      <SearchBar appliedTerm={searchTerm} onSearch={applySearch} label={SEARCH_LABEL} />
      <section className="section" aria-labelledby="offers-heading">
        <h1 id="offers-heading" lang="de">
          {HOME_TITLE}
        </h1>
        <div ref={statusRef} tabIndex={-1} className="focus-target">
          {/* The links show under "No products match"; the count says them for screen readers. */}
          <ResultCount
            text={countText}
            spokenOnly={matchingCount === 0 ? spokenSuggestions(didYouMean, suggestions) : ''}
          />
        </div>
        <ProductsLoader query={productsQuery} skeletonCount={FIRST_VISIBLE_COUNT} ready={ready}>
          {total === 0 ? (
            <EmptyShop />
          ) : (
            <>
              {matchingCount === 0 && (
                <NoMatches
                  term={searchTerm}
                  suggestions={suggestions}
                  didYouMean={didYouMean}
                  stoppedEmpty={stoppedEmpty}
                  onFollow={() => statusRef.current?.focus()}
                  onShowAll={() => applySearch('')}
                />
              )}
              <ProductGrid
                products={visible.length > 0 ? visible : lastShown}
                hidden={matchingCount === 0}
                label={OFFERS_LABEL}
                keepCardsBy="position"
                cardAction={cardAction}
                onProductsDisplayed={onProductsDisplayed}
              />
            </>
          )}
          {awaiting > 0 && <ProductGridSkeleton count={awaiting} label={LOADING_MORE} />}
          {(hasMore || awaiting > 0) && (
            <button
              type="button"
              className="button button--primary show-more"
              onClick={() => {
                focusAfterLastPage.current = true;
                dispatch(showMoreClicked(searchTerm));
              }}
            >
              {i18n._({ id: 'home.showMore', message: 'Show More' })}
            </button>
          )}
        </ProductsLoader>
      </section>
      <AssortmentSection belowTheFold />
    </>
  );
}

/** What the count's live region adds while "Did you mean" shows its links (their chunk's sentence). */
const spokenSuggestions = (didYouMean: ReturnType<typeof useDidYouMean>, suggestions: readonly SearchSuggestion[]) =>
  didYouMean && suggestions.length > 0 ? `. ${didYouMean.suggestionsSentence(suggestions)}` : '';

/** The shop has no products at all. */
function EmptyShop() {
  return (
    <EmptyState title={i18n._({ id: 'home.empty.title', message: 'There are no products in the shop right now.' })}>
      <p>{i18n._({ id: 'home.empty.comeBack', message: 'Please come back later.' })}</p>
    </EmptyState>
  );
}

interface NoMatchesProps {
  term: string;
  suggestions: readonly SearchSuggestion[];
  /** The links' chunk, once loaded. */
  didYouMean: ReturnType<typeof useDidYouMean>;
  stoppedEmpty: boolean;
  onFollow: () => void;
  onShowAll: () => void;
}

/** JSX only: "No products match", with the spelling suggestions or a hint, and Show all products. */
function NoMatches({ term, suggestions, didYouMean, stoppedEmpty, onFollow, onShowAll }: NoMatchesProps) {
  return (
    <EmptyState
      title={i18n._({ id: 'home.noMatches.title', message: 'No products match “{term}”.', values: { term } })}
    >
      {suggestions.length > 0 ? (
        // Its link's search replaces this one and the links leave: focus goes to the count.
        didYouMean && <didYouMean.SearchSuggestions suggestions={suggestions} onFollow={onFollow} />
      ) : (
        <p>
          {stoppedEmpty
            ? i18n._({
                id: 'home.noMatches.shortWord',
                message: 'A word this short is looked for among the first products only: try a longer one.',
              })
            : i18n._({ id: 'home.noMatches.spelling', message: 'Check the spelling or try a shorter word.' })}
        </p>
      )}
      <button type="button" className="button button--secondary" onClick={onShowAll}>
        {i18n._({ id: 'home.noMatches.showAll', message: 'Show all products' })}
      </button>
    </EmptyState>
  );
}
