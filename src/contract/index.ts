// The API contract and the texts client and server must write alike: a change here changes the public API.
// The addresses (screens, API paths, the search in the address) are in shopRoutes.ts.
// The API's shapes are TypeBox schemas, one file per feature beside this one (catalogSchemas.ts, …),
// and their types are Static<> of them, handed on here as types only: this module's values are plain,
// so the client imports from it freely and TypeBox stays out of the browser (.eslintrc.cjs holds it).
// The values are plain.ts's, so the schema files can take their bounds without an import cycle.
import type { Category, FirstPage, PageOfProducts, Product, SearchSuggestion, SearchWords } from './catalogSchemas';
import type { AccountExport } from './accountSchemas';
import type { ApiErrorBody } from './errorSchemas';
import type { ClientConfig } from './clientConfigSchema';
import type { AdminProduct, AdminProductConflict, AdminProductPage, ProductHistory, StaffMe } from './staffSchemas';

export type {
  AccountExport,
  AdminProduct,
  AdminProductConflict,
  AdminProductPage,
  ApiErrorBody,
  Category,
  ClientConfig,
  FirstPage,
  PageOfProducts,
  Product,
  ProductHistory,
  SearchSuggestion,
  SearchWords,
  StaffMe,
};

export * from './plain';

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
}

/** For a home page opened with a search (?q=), `data.firstPage` is the search's, found by the database. */
export type RenderScreen = (url: string, data: FirstScreenData) => Promise<RenderedScreen>;
