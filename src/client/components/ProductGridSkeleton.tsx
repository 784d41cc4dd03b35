import { FIRST_PAGE_SIZE } from '@/contract';
import * as i18n from '@/client/i18n/i18n';

/** Placeholders with the exact size of the cards, so nothing moves when the products arrive. */
export function ProductGridSkeleton({
  count = FIRST_PAGE_SIZE,
  label = i18n._({ id: 'grid.loading', message: 'Loading products' }),
}: {
  count?: number;
  label?: string;
}) {
  return (
    <div className="skeleton-region" aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}…
      </p>
      <ul className="product-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <div className="product-card product-card--skeleton">
              <div className="product-card__picture skeleton" />
              <p className="product-card__price">
                <span className="skeleton skeleton--text" style={{ width: '45%' }} />
              </p>
              <p className="product-card__mark">
                <span className="skeleton skeleton--text" style={{ width: '30%' }} />
              </p>
              <p className="product-card__title">
                <span className="skeleton skeleton--text" style={{ width: '85%' }} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
