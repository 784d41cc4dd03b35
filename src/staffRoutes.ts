// The staff API's paths (docs/staff.md), for the staff area's lazy chunk and the server: every route
// under API_ADMIN_PREFIX needs a staff member's token. Kept out of shopRoutes.ts, which is in every
// first load; shoppers need none of them.
import { API_ADMIN_PREFIX, filled } from './shopRoutes';

export const STAFF_API = {
  adminMe: `${API_ADMIN_PREFIX}/me`,
  adminProducts: `${API_ADMIN_PREFIX}/products`,
  adminProductNextId: `${API_ADMIN_PREFIX}/products/next-id`,
  adminProduct: `${API_ADMIN_PREFIX}/products/:id`,
  adminProductHistory: `${API_ADMIN_PREFIX}/products/:id/history`,
  adminProductUndo: `${API_ADMIN_PREFIX}/products/:id/history/:changeId/undo`,
  adminPictures: `${API_ADMIN_PREFIX}/pictures`,
  adminCategories: `${API_ADMIN_PREFIX}/categories`,
  adminCategory: `${API_ADMIN_PREFIX}/categories/:id`,
  adminCategoriesHistory: `${API_ADMIN_PREFIX}/categories/history`,
  adminCategoryHistory: `${API_ADMIN_PREFIX}/categories/:id/history`,
  adminImports: `${API_ADMIN_PREFIX}/imports`,
  adminImportPreview: `${API_ADMIN_PREFIX}/imports/preview`,
  adminShopSettings: `${API_ADMIN_PREFIX}/shop-settings`,
  adminShopSettingsHistory: `${API_ADMIN_PREFIX}/shop-settings/history`,
  adminOrders: `${API_ADMIN_PREFIX}/orders`,
  adminOrder: `${API_ADMIN_PREFIX}/orders/:number`,
  adminOrderHistory: `${API_ADMIN_PREFIX}/orders/:number/history`,
  adminOrderUndo: `${API_ADMIN_PREFIX}/orders/:number/history/:changeId/undo`,
} as const;

export const adminProductApiPath = (id: number): string => filled(STAFF_API.adminProduct, id);
export const adminProductHistoryApiPath = (id: number): string => filled(STAFF_API.adminProductHistory, id);
export const adminProductUndoApiPath = (id: number, changeId: number): string =>
  filled(STAFF_API.adminProductUndo, id, changeId);
/** POST of one photo; `name` is its file's, for the answers that refuse it. */
export const adminPictureUploadPath = (name: string): string =>
  `${STAFF_API.adminPictures}?${new URLSearchParams({ name })}`;
export const adminCategoryApiPath = (id: number): string => filled(STAFF_API.adminCategory, id);
export const adminCategoryHistoryApiPath = (id: number): string => filled(STAFF_API.adminCategoryHistory, id);
export const adminOrderApiPath = (number: number): string => filled(STAFF_API.adminOrder, number);
export const adminOrderHistoryApiPath = (number: number): string => filled(STAFF_API.adminOrderHistory, number);
export const adminOrderUndoApiPath = (number: number, changeId: number): string =>
  filled(STAFF_API.adminOrderUndo, number, changeId);
