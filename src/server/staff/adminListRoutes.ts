// GET /api/admin/products (docs/staff.md): the staff's product table, a page at a time,
// behind requireStaff (401/403 as GET /api/admin/me), never kept by a cache.
import { Type } from '@sinclair/typebox';
import { PAGE_LIMIT_MAX, SEARCH_TERM_MAX_LENGTH } from '../../contract';
import { refTo } from '../../contract/schemaRef';
import { AdminProductPageSchema, AdminProductRowSchema } from '../../contract/staffSchemas';
import { NO_STORE } from '../account/accountScope';
import type { IdTokenVerifier } from '../auth/idTokens';
import { requireStaff } from '../auth/requireStaff';
import type { CatalogQueries } from '../catalog/catalogQueries';
import { errorAnswers } from '../http/errors';
import { routePlugin } from '../http/routePlugin';
import type { SearchSlots } from '../search/searchSlots';
import { adminProductPage } from './adminProductList';
import type { StaffList } from './staffList';
import { STAFF_API } from '../../staffRoutes';
import { staffRoute } from './versioned/staffScope';

/** A screenful of table rows; the most is the shop's own page bound. */
const ADMIN_PAGE_SIZE = 50;

const AdminProductsQuery = Type.Object({
  q: Type.Optional(
    Type.String({
      maxLength: SEARCH_TERM_MAX_LENGTH,
      description: "A product id ('12345' or '#12345'), or a search of the titles as the shop's own; '' the list.",
    }),
  ),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_LIMIT_MAX, default: ADMIN_PAGE_SIZE })),
});

export interface AdminListRouteOptions {
  staff: StaffList;
  idTokens: IdTokenVerifier;
  catalog: Pick<CatalogQueries, 'searchPage' | 'productsByIds'>;
  /** Where the shop's searches wait for room; a staff search waits with them. */
  searches: SearchSlots;
}

export const adminListRoutes = routePlugin<AdminListRouteOptions>((app, options) => {
  app.addSchema(AdminProductRowSchema);
  app.addSchema(AdminProductPageSchema);
  requireStaff(app, options.idTokens, (email) => options.staff.includes(email));

  app.get(
    STAFF_API.adminProducts,
    {
      schema: {
        ...staffRoute,
        summary: 'A page of the staff’s product table: the list, a product by id, or a search of the titles',
        querystring: AdminProductsQuery,
        response: { 200: refTo(AdminProductPageSchema), ...errorAnswers(400, 401, 403, 503) },
      },
    },
    async (request, reply) => {
      const { q = '', offset = 0, limit = ADMIN_PAGE_SIZE } = request.query;
      const body = await adminProductPage(options.catalog, { q, offset, limit }, (search) =>
        options.searches.run('api', search),
      );
      return reply.header('cache-control', NO_STORE).send(body);
    },
  );
});
