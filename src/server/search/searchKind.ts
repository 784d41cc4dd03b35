// Which requests are searches: the two that make the database look for a term in every title.
// Everything else (products, categories, pages without ?q=, health) never is.
import type { FastifyRequest } from 'fastify';
import { API, SCREENS, searchTermOf } from '../../shopRoutes';
import { languageOfPath } from '../../i18n/languages';

/** api: GET /api/products/page?q=term; page: the server-rendered GET /?q=term (or /de/?q=term). */
export type SearchKind = 'api' | 'page';

const SEARCH_PAGE_ROUTE = API.productPage;
const SPA_ROUTE = '/*';

/** The request's kind of search, or undefined when it is none (no route, or no term). */
export function searchKindOf(request: FastifyRequest): SearchKind | undefined {
  const start = request.url.indexOf('?');
  if (start < 0) return undefined;
  const route = request.routeOptions.url;
  const searching = () => searchTermOf(request.url.slice(start)) !== '';
  if (route === SEARCH_PAGE_ROUTE) return searching() ? 'api' : undefined;
  if (route === SPA_ROUTE && languageOfPath(request.url.slice(0, start)).path === SCREENS.home)
    return searching() ? 'page' : undefined;
  return undefined;
}
