// The staff API (docs/staff.md): every route behind requireStaff. GET /api/admin/me tells
// the staff area's client who is signed in as staff, so it knows what to show.
import type { StaffMe } from '../../contract';
import { refTo } from '../../contract/schemaRef';
import { StaffMeSchema } from '../../contract/staffSchemas';
import { NO_STORE } from '../account/accountScope';
import type { IdTokenVerifier } from '../auth/idTokens';
import { requireStaff } from '../auth/requireStaff';
import { errorAnswers } from '../http/errors';
import { routePlugin } from '../http/routePlugin';
import { normaliseEmail, type StaffList } from './staffList';
import { STAFF_API } from '../../staffRoutes';
import { staffRoute } from './versioned/staffScope';

export interface StaffRouteOptions {
  staff: StaffList;
  idTokens: IdTokenVerifier;
  /** The shop's IMAGE_BASE_URL, so the staff screens can show a product's pictures by file name. */
  pictureBaseUrl: string;
}

export const staffRoutes = routePlugin<StaffRouteOptions>((app, options) => {
  app.addSchema(StaffMeSchema);
  requireStaff(app, options.idTokens, (email) => options.staff.includes(email));

  app.get(
    STAFF_API.adminMe,
    {
      schema: {
        ...staffRoute,
        summary: 'The signed-in staff member: 403 for an account that is not on the staff list.',
        response: { 200: refTo(StaffMeSchema), ...errorAnswers(401, 403, 503) },
      },
    },
    async (request, reply) => {
      const body: StaffMe = { email: normaliseEmail(request.email), pictureBaseUrl: options.pictureBaseUrl };
      return reply.header('cache-control', NO_STORE).send(body);
    },
  );
});
