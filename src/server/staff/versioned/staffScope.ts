// The scope every staff route plugin registers in: its schemas, the staff guard, every answer (errors
// too) kept by no cache, and each write that succeeded reported, so shoppers see it at once.
import type { TSchema } from '@sinclair/typebox';
import { bearerSecurity, NO_STORE } from '../../account/accountScope';
import type { IdTokenVerifier } from '../../auth/idTokens';
import { requireStaff } from '../../auth/requireStaff';
import type { RouteApp } from '../../http/routePlugin';
import type { StaffList } from '../staffList';

/** What buildApp hands every staff route plugin. */
export interface StaffRouteOptions {
  staff: StaffList;
  idTokens: IdTokenVerifier;
  /** A catalogue write committed: this copy answers shoppers with it at once (docs/architecture.md). */
  catalogWritten: () => void;
}

/** What a versioned resource's route plugin takes: the staff scope's options and the resource's edits. */
export interface StaffEditRouteOptions<Edits> extends StaffRouteOptions {
  edits: Edits;
}

/** What every staff route's document says besides its own: the staff tag, and the bearer token it needs. */
export const staffRoute = { tags: ['staff'], security: bearerSecurity };

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reported by catalogWritten once the answer is a success: its transaction has committed by then. */
export function staffScope(app: RouteApp, options: StaffRouteOptions, schemas: readonly TSchema[]): void {
  for (const schema of schemas) app.addSchema(schema);
  requireStaff(app, options.idTokens, (email) => options.staff.includes(email));
  app.addHook('onSend', async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    if (!READS.has(request.method) && reply.statusCode < 300) options.catalogWritten();
  });
}
