import { CategoryGrid, type CategoryGridProps } from './CategoryGrid';

/** The 'Sortiment' section of category tiles that closes both the home and the favourites screen. */
export function AssortmentSection(props: CategoryGridProps) {
  return (
    <section className="section" aria-labelledby="assortment-heading">
      <h2 id="assortment-heading" lang="de">
        Sortiment
      </h2>
      <CategoryGrid {...props} />
    </section>
  );
}
