import { memo } from 'react';
import { useGetCategoriesQuery } from '@/client/api/shopApi';
import { describeApiError } from '@/client/api/apiError';
import { ErrorState } from './ErrorState';
import * as i18n from '@/client/i18n/i18n';

const SKELETON_TILES = 9;

export interface CategoryGridProps {
  /** Load the pictures at once (where the grid is in the first screenful, e.g. an empty favourites screen). */
  eagerPictures?: boolean;
}

/** A tile click only alerts '{category} category clicked' (§2). Memoised: searches re-render the screen. */
export const CategoryGrid = memo(function CategoryGrid({ eagerPictures = false }: CategoryGridProps) {
  const { data: categories, isLoading, isError, error, refetch, isFetching } = useGetCategoriesQuery();
  if (isError)
    return <ErrorState message={describeApiError(error)} onRetry={() => void refetch()} retrying={isFetching} />;
  if (isLoading || !categories) {
    return (
      <ul className="category-grid" aria-hidden="true">
        {/* Keys unlike the categories' ids: React must not reuse a placeholder <li> at another
            position for a real tile, which the browser counts as a layout shift (CLS). */}
        {Array.from({ length: SKELETON_TILES }, (_, index) => (
          <li key={`placeholder-${index}`}>
            <div className="category-tile category-tile--skeleton">
              <div className="category-tile__picture skeleton" />
              <span className="category-tile__name">
                <span className="skeleton skeleton--text" style={{ width: '60%' }} />
              </span>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="category-grid">
      {categories.map((category) => (
        <li key={category.id}>
          <button
            type="button"
            className="category-tile"
            onClick={() =>
              window.alert(
                i18n._({
                  id: 'categoryGrid.tileClicked',
                  message: '{category} category clicked',
                  values: { category: category.catName },
                }),
              )
            }
          >
            <span className="category-tile__picture" style={{ backgroundColor: category.bgColor }}>
              <img
                src={category.imageUrl}
                alt=""
                width={160}
                height={160}
                loading={eagerPictures ? 'eager' : 'lazy'}
                decoding="async"
              />
            </span>
            <span className="category-tile__name">{category.catName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
});
