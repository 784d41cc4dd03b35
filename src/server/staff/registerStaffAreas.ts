// The staff area's routes in one place for the app: the staff list, products and their pictures,
// categories, shop settings, orders and catalogue imports, in the order the API document lists them.
import type { FastifyInstance } from 'fastify';
import type { IdTokenVerifier } from '../auth/idTokens';
import type { CatalogSource } from '../catalog/catalogSource';
import type { DatabaseTarget, ShopDb } from '../db/connection';
import type { Selling } from '../orders/registerSelling';
import { PictureStore } from '../pictures/pictureStore';
import type { SearchSlots } from '../search/searchSlots';
import { adminCategoryRoutes } from './adminCategoryRoutes';
import { adminListRoutes } from './adminListRoutes';
import { adminProductRoutes } from './adminProductRoutes';
import { adminShopSettingsRoutes } from './adminShopSettingsRoutes';
import { createCategoryEdits } from './categoryEdits';
import { ImportJobs } from './imports/importJobs';
import { importRoutes } from './imports/importRoutes';
import { adminOrderRoutes } from './orders/adminOrderRoutes';
import { createOrderEdits } from './orders/orderStatusEdits';
import { pictureUploadRoutes, type PictureUploadRouteOptions } from './pictureUploadRoutes';
import { createProductEdits } from './productEdits';
import { createShopSettingsEdits } from './shopSettingsEdits';
import { createStaffList } from './staffList';
import { staffRoutes } from './staffRoutes';

export interface StaffAreaOptions {
  db: ShopDb;
  /** Where `db` is: the imports open their own connection to it; without it there are no imports. */
  databaseTarget?: DatabaseTarget;
  idTokens: IdTokenVerifier;
  catalog: CatalogSource;
  searches: SearchSlots;
  imageBaseUrl: string;
  /** The picture store the uploads encode into; without it there is no upload. */
  imageDir?: string;
  pictureUploads?: Pick<PictureUploadRouteOptions, 'uploads' | 'encodes'>;
  publicDir: string;
  /** Every staff write calls it once its transaction committed (docs/architecture.md, "A change reaches every copy"). */
  catalogWritten: () => void;
  selling: Selling;
}

export async function registerStaffAreas(app: FastifyInstance, options: StaffAreaOptions): Promise<void> {
  const { db, idTokens, catalogWritten, imageBaseUrl } = options;
  const staff = createStaffList(db);
  await app.register(staffRoutes, { staff, idTokens, pictureBaseUrl: imageBaseUrl });
  await app.register(adminListRoutes, { staff, idTokens, catalog: options.catalog, searches: options.searches });
  await app.register(adminProductRoutes, { edits: createProductEdits(db), staff, idTokens, catalogWritten });
  if (options.imageDir) {
    const store = await new PictureStore(options.imageDir).open();
    await app.register(pictureUploadRoutes, { store, imageBaseUrl, staff, idTokens, ...options.pictureUploads });
  }
  const publicDir = options.publicDir;
  await app.register(adminCategoryRoutes, {
    edits: createCategoryEdits(db),
    staff,
    idTokens,
    catalogWritten,
    publicDir,
  });
  await app.register(adminShopSettingsRoutes, {
    edits: createShopSettingsEdits(db),
    staff,
    idTokens,
    catalogWritten,
  });
  await app.register(adminOrderRoutes, {
    edits: createOrderEdits(db, options.selling.orderUrl),
    staff,
    idTokens,
    // An order's status and the stock a cancel puts back are in no catalogue answer (stock is read fresh).
    catalogWritten: () => undefined,
    mailQueued: options.selling.mailQueued,
  });
  if (options.databaseTarget) {
    const jobs = new ImportJobs(options.databaseTarget);
    await app.register(importRoutes, { db, jobs, staff, idTokens, catalogWritten });
  }
}
