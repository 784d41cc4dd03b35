import { useRef } from 'react';
import { AppLink } from '@/client/components/AppLink';
import { useAppSelector } from '@/client/app/hooks';
import { AssortmentSection } from '@/client/components/AssortmentSection';
import { EmptyState } from '@/client/components/EmptyState';
import { ProductGrid } from '@/client/components/ProductGrid';
import { ProductsLoader } from '@/client/components/ProductsLoader';
import { ResultCount } from '@/client/components/ResultCount';
import { SearchBar } from '@/client/components/SearchBar';
import { useKeepFocusWhenItemsLeave } from '@/client/hooks/useKeepFocusWhenItemsLeave';
import { usePageTitle } from '@/client/hooks/usePageTitle';
import { useSearchInAddress } from '@/client/hooks/useSearchInAddress';
import { favouriteCardAction } from './FavouriteToggle';
import { selectFavouritesRead } from './favouritesSelectors';
import {
  selectMarkedIdCount,
  selectMarkedProducts,
  selectMarkedProductsMatchingSearch,
} from './markedProductsSelectors';
import { useMarkedProducts } from './useMarkedProducts';
import { SCREENS } from '@/shopRoutes';
import * as i18n from '@/client/i18n/i18n';

const TITLE = i18n._({ id: 'favourites.title', message: 'Your Marked Articles' });

/** docs/requirements.md §2, favourites: a search within the marked articles, the marked cards, then 'Sortiment'. */
export function FavouritesPage() {
  usePageTitle(TITLE);
  const productsQuery = useMarkedProducts();
  // The applied search is the address's (/favourites?q=…), as on the home screen.
  // No "Did you mean" here (docs/requirements.md §10.4): only the home offers searches.
  const [searchTerm, applySearch, searchWords] = useSearchInAddress();
  const marked = useAppSelector(selectMarkedProducts);
  const matching = useAppSelector((state) => selectMarkedProductsMatchingSearch(state, searchTerm, searchWords));
  // Known from storage at once: it sizes the loading grid (nothing moves: CLS).
  const markedIdCount = useAppSelector(selectMarkedIdCount);
  // Not read yet (first render): a placeholder of the nothing-marked message's size.
  const flagsRead = useAppSelector(selectFavouritesRead);

  const countText = !productsQuery.isSuccess
    ? ''
    : searchTerm === ''
      ? i18n._({
          id: 'favourites.count.all',
          message: '{count, plural, one {# marked article} other {# marked articles}}',
          values: { count: marked.length },
        })
      : i18n._({
          id: 'favourites.count.matching',
          message: '{matching, number} of {total, number} marked articles match “{term}”',
          values: { matching: matching.length, total: marked.length, term: searchTerm },
        });

  const statusRef = useRef<HTMLDivElement>(null);
  useKeepFocusWhenItemsLeave(matching.length, statusRef);

  return (
    <>
      <SearchBar
        appliedTerm={searchTerm}
        onSearch={applySearch}
        label={i18n._({ id: 'favourites.search.label', message: 'Search your marked articles' })}
      />
      <section className="section" aria-labelledby="marked-heading">
        <h1 id="marked-heading">{TITLE}</h1>
        <div ref={statusRef} tabIndex={-1} className="focus-target">
          <ResultCount text={countText} />
        </div>
        {!flagsRead ? (
          <NothingMarked
            pendingLabel={i18n._({ id: 'favourites.loading', message: 'Looking for your marked articles…' })}
          />
        ) : markedIdCount === 0 ? (
          <NothingMarked />
        ) : (
          <ProductsLoader query={productsQuery} skeletonCount={markedIdCount}>
            {marked.length === 0 ? (
              <NothingMarked />
            ) : matching.length === 0 ? (
              <EmptyState
                title={i18n._({
                  id: 'favourites.noMatch',
                  message: 'No marked articles match “{term}”.',
                  values: { term: searchTerm },
                })}
              >
                <button type="button" className="button button--secondary" onClick={() => applySearch('')}>
                  {i18n._({ id: 'favourites.showAll', message: 'Show all marked articles' })}
                </button>
              </EmptyState>
            ) : (
              // Marked products all have a stored value already: no need to report them displayed.
              <ProductGrid
                products={matching}
                label={i18n._({ id: 'favourites.grid.label', message: 'Marked articles' })}
                cardAction={favouriteCardAction}
              />
            )}
          </ProductsLoader>
        )}
      </section>
      <AssortmentSection eagerPictures={!flagsRead || markedIdCount === 0} />
    </>
  );
}

function NothingMarked({ pendingLabel }: { pendingLabel?: string }) {
  return (
    <EmptyState
      title={i18n._({ id: 'favourites.empty.title', message: 'You have not marked any articles yet.' })}
      pendingLabel={pendingLabel}
    >
      <p>{i18n._({ id: 'favourites.empty.hint', message: 'Tap the heart on a product to keep it here.' })}</p>
      <AppLink to={SCREENS.home} className="button button--primary">
        {i18n._({ id: 'favourites.empty.discover', message: 'Discover the best offers' })}
      </AppLink>
    </EmptyState>
  );
}
