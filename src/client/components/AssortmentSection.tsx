import { CategoryGrid, type CategoryGridProps } from './CategoryGrid';
import * as i18n from '@/client/i18n/i18n';

interface AssortmentSectionProps extends CategoryGridProps {
  /** Laid out only near the viewport, so a search above it does not pay for it. */
  belowTheFold?: boolean;
}

/** The 'Sortiment' section of category tiles that closes both the home and the favourites screen. */
export function AssortmentSection({ belowTheFold = false, ...gridProps }: AssortmentSectionProps) {
  return (
    <section className={belowTheFold ? 'section section--below-fold' : 'section'} aria-labelledby="assortment-heading">
      <h2 id="assortment-heading" lang="de">
        {i18n._({ id: 'assortment.heading', message: 'Sortiment' })}
      </h2>
      <CategoryGrid {...gridProps} />
    </section>
  );
}
