// Issue 37: the shop's screens are listed once (src/shopRoutes.ts). The server answers, heads and
// preloads pages by that list (SCREENS, screenOf); the router shows screens by its own route
// objects. A screen added to one and not the other fails here, not in production.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from '@/client/app/router';
import { productPath, SCREENS, screenOf, searchPath } from '@/shopRoutes';

/** The paths the router shows a screen at: an index route is the home, '/'; the not-found route '*' none. */
function routerScreenPaths(list: readonly RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.index ? ['/'] : route.path && route.path !== '*' ? [route.path] : []),
    ...routerScreenPaths(route.children ?? []),
  ]);
}

/** The route the router shows at `pathname`, as its pattern ('*' for not found). */
const routerPatternAt = (pathname: string): string | undefined => {
  const route = matchRoutes(routes, pathname)?.at(-1)?.route;
  return route?.index ? '/' : route?.path;
};

describe('the route table', () => {
  it('the router shows a screen at exactly the paths of the server’s list', () => {
    expect(routerScreenPaths(routes).sort()).toEqual(Object.values(SCREENS).sort());
  });

  // The router also takes '/Favourites' and '/favourites/' (it ignores case and a last '/'); the
  // server reads them as no screen, as it did before the table.
  it('the server reads a path as the screen the router shows there', () => {
    const paths = [
      '/',
      '/favourites',
      '/product/7',
      '/product/abc',
      '/login',
      '/users/max.mustermann',
      '/auth/action',
      '/admin',
      '/admin/products',
      '/admin/products/new',
      '/admin/products/new/x',
      '/admin/products/7',
      '/admin/products/7/more',
      '/admin/categories',
      '/admin/categories/7',
      '/product/',
      '/product/7/more',
      '/users/',
      '/nowhere',
      '/app-shell',
    ];
    const serverPatternAt = (path: string) => {
      const shown = screenOf(path);
      return shown ? SCREENS[shown.screen] : '*';
    };
    expect(paths.map((path) => [path, serverPatternAt(path)])).toEqual(
      paths.map((path) => [path, routerPatternAt(path)]),
    );
  });

  it('builds the addresses as the screens are written', () => {
    expect(productPath(7)).toBe('/product/7');
    expect(screenOf(productPath(42))).toEqual({ screen: 'product', id: '42' });
    expect(searchPath('Küche', 'all')).toBe('/?q=K%C3%BCche&words=all');
    expect(searchPath('')).toBe('/');
  });
});
