import type { ShopDb } from '../db/connection';
import { createCatalogQueries, type CatalogQueries, type CatalogQueryOptions } from './catalogQueries';
import { createCatalogRepository, type CatalogRepository } from './repository';

/** Where the server reads the catalogue from: the database, or a stand-in in tests. */
export type CatalogSource = Pick<
  CatalogRepository,
  'catalogVersion' | 'catalogChangedAt' | 'listCategories' | 'findProduct'
> &
  CatalogQueries;

export const createCatalogSource = (
  db: ShopDb,
  imageBaseUrl: string,
  options?: CatalogQueryOptions,
): CatalogSource => ({
  ...createCatalogRepository(db, imageBaseUrl),
  ...createCatalogQueries(db, imageBaseUrl, options),
});
