// The API contract (a change here changes the public API): the shapes' types, Static<> of the schema
// files beside it and handed on as types only, and plain.ts's values, so TypeBox stays out of the browser.
import type { Category, FirstPage, Product } from './catalogSchemas';

export type { Category, FirstPage, PageOfProducts, Product, SearchSuggestion, SearchWords } from './catalogSchemas';
export type { AccountExport } from './accountSchemas';
export type { ApiErrorBody } from './errorSchemas';
export type { ClientConfig } from './clientConfigSchema';
export type {
  AdminNextId,
  AdminProduct,
  AdminProductConflict,
  AdminProductInvalid,
  AdminProductPage,
  ImportEntry,
  ImportHistory,
  ImportPreview,
  ImportProgress,
  ProductHistory,
  StaffMe,
  UploadedPicture,
} from './staffSchemas';
export type {
  AdminCategory,
  AdminCategoryConflict,
  AdminCategoryInput,
  AdminCategoryInUse,
  AdminCategoryList,
  AdminCategoryRow,
  CategoryHistory,
} from './staffCategorySchemas';
export type { ShopSettingsConflict, ShopSettingsHistory, ShopSettingsInvalid } from './shopSettingsSchemas';
export type {
  AdminOrder,
  AdminOrderConflict,
  AdminOrderListArgs,
  AdminOrderPage,
  AdminOrderRefusal,
  AdminOrderRow,
  AdminOrderStatusInput,
  OrderChange,
  OrderEmail,
  OrderHistory,
  OrderStatusRecord,
} from './staffOrderSchemas';

export * from './plain';
export * from './selling';
export * from './orderStatus';

/** Embedded in the page, so the client's first render is the server's, with no request. */
export interface FirstScreenData {
  categories: Category[];
  firstPage: FirstPage;
  product?: Product;
  missingProductId?: number;
}

export interface RenderedScreen {
  markup: string;
  /** An unknown route or product: the page is answered 404. */
  notFound: boolean;
  data: FirstScreenData;
  /** The screen's own title in the page's language ('Your Marked Articles'), for the page's <title>. */
  title?: string;
}

/** For a home page opened with a search (?q=), `data.firstPage` is the search's, found by the database. */
export type RenderScreen = (url: string, data: FirstScreenData) => Promise<RenderedScreen>;
