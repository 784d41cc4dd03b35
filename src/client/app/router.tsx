// The routes; what one screen shows of another feature (the heart, 'Add to Basket') comes in as a
// prop, so features never import each other. Declarative routes: data loading is RTK Query's job.
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { HomePage } from '@/client/features/catalog/HomePage';
import { favouriteCardAction } from '@/client/features/favourites/FavouriteToggle';
import { lazyScreen, type LazyScreen } from '@/client/lib/lazyScreen';
import { SCREENS } from '@/shopRoutes';
import { Layout } from './Layout';
import { Selling } from './sellingChunk';

// Home is in the first load; every other screen is a chunk of its own (the first-load budget).
const LoginScreen = lazyScreen(() =>
  import(/* webpackChunkName: "login" */ '@/client/features/auth/LoginPage').then((m) => m.LoginPage),
);
const FavouritesScreen = lazyScreen(() =>
  import(/* webpackChunkName: "favourites" */ '@/client/features/favourites/FavouritesPage').then(
    (m) => m.FavouritesPage,
  ),
);
const ProductScreen = lazyScreen(() =>
  import(/* webpackChunkName: "product" */ './ProductScreen').then((m) => m.ProductScreen),
);
const NotFoundScreen = lazyScreen(() =>
  import(/* webpackChunkName: "not-found" */ '@/client/components/NotFoundPage').then((m) => m.NotFoundPage),
);
const AuthActionScreen = lazyScreen(() =>
  import(/* webpackChunkName: "auth-action" */ '@/client/features/auth/AuthActionPage').then((m) => m.AuthActionPage),
);
// The staff area (docs/staff.md): not in LAZY_SCREENS, so a shopper's idle browser never fetches it.
const AdminScreen = lazyScreen(() =>
  import(/* webpackChunkName: "admin" */ './AdminScreen').then((m) => m.AdminScreen),
);
const LAZY_SCREENS: readonly LazyScreen<never>[] = [
  LoginScreen,
  FavouritesScreen,
  ProductScreen,
  NotFoundScreen,
  AuthActionScreen,
];

/** A lazy screen's route: `handle` is its preload (preloadScreenOf). */
const lazyRoute = (path: string, Screen: LazyScreen<object>): RouteObject => ({
  path,
  element: <Screen />,
  handle: Screen.preload,
});

/**
 * docs/requirements.md §2. The paths are src/shopRoutes.ts's: test/client/app/routeTable.test.tsx
 * fails while a screen here is not in its table, or the reverse.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage cardAction={favouriteCardAction} /> },
      lazyRoute(SCREENS.favourites, FavouritesScreen),
      lazyRoute(SCREENS.product, ProductScreen),
      lazyRoute(SCREENS.login, LoginScreen),
      lazyRoute(SCREENS.users, LoginScreen),
      lazyRoute(SCREENS.authAction, AuthActionScreen),
      lazyRoute(SCREENS.admin, AdminScreen),
      lazyRoute(SCREENS.adminProductNew, AdminScreen),
      lazyRoute(SCREENS.adminProduct, AdminScreen),
      lazyRoute(SCREENS.adminCategories, AdminScreen),
      lazyRoute(SCREENS.adminImport, AdminScreen),
      lazyRoute(SCREENS.basket, Selling),
      lazyRoute(SCREENS.checkout, Selling),
      lazyRoute(SCREENS.order, Selling),
      lazyRoute(SCREENS.accountOrders, Selling),
      lazyRoute(SCREENS.adminSettings, AdminScreen),
      lazyRoute(SCREENS.adminOrders, AdminScreen),
      lazyRoute(SCREENS.adminOrder, AdminScreen),
      // The legal pages (src/legalPages.ts) are the server's, no screens: the app runs there only when
      // the server had none (catalogue mode), and shows not found; links to them are plain <a>.
      lazyRoute('*', NotFoundScreen),
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the chunk of the screen a path shows, so hydration renders it as the server did. */
export function preloadScreenOf(pathname: string): Promise<void> {
  const screen = matchRoutes(routes, pathname)?.at(-1)?.route.handle as (() => Promise<void>) | undefined;
  return screen ? screen() : Promise.resolve();
}

/** The shoppers' screens' chunks: the browser fetches them when it is idle (the server renders the staff area's too). */
export const preloadAllScreens = (): Promise<void> =>
  Promise.all(LAZY_SCREENS.map((screen) => screen.preload())).then(() => undefined);
