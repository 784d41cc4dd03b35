// What the staff API's edit routes share (products, categories): their scope (requireStaff, never
// cached, shoppers told of each write), the If-Match header they require, and the history's paging.
import { Type, type TSchema } from '@sinclair/typebox';
import { MAX_PRODUCT_ID } from '../../contract';
import { NO_STORE } from '../account/accountScope';
import type { IdTokenVerifier } from '../auth/idTokens';
import { requireStaff } from '../auth/requireStaff';
import { ApiError } from '../http/errors';
import type { RouteApp } from '../http/routePlugin';
import type { StaffList } from './staffList';

export const HISTORY_PAGE = 50;
const HISTORY_PAGE_MAX = 100;

export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({ description: 'The ETag the record was read with: required (428 without it, 412 when stale).' }),
  ),
});

export const HistoryQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: HISTORY_PAGE_MAX, default: HISTORY_PAGE })),
  before: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PRODUCT_ID, description: 'Only changes older than this one.' }),
  ),
});

/** What buildApp hands every staff route plugin. */
export interface StaffRouteOptions {
  staff: StaffList;
  idTokens: IdTokenVerifier;
  /** A catalogue write committed: this copy answers shoppers with it at once (docs/architecture.md). */
  catalogueWritten: () => void;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A staff scope: its schemas, the staff guard, every answer (errors too) kept by no cache, and each
 * write answered with success reported by catalogueWritten (its transaction has committed by then).
 */
export function staffScope(app: RouteApp, options: StaffRouteOptions, schemas: readonly TSchema[]): void {
  for (const schema of schemas) app.addSchema(schema);
  requireStaff(app, options.idTokens, (email) => options.staff.includes(email));
  app.addHook('onSend', async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    if (!READS.has(request.method) && reply.statusCode < 300) options.catalogueWritten();
  });
}

/** The If-Match header, or a 428: a change must say which version it was made over. */
export function requiredIfMatch(header: string | undefined, what: string): string {
  if (header === undefined || header.trim() === '')
    throw new ApiError(
      428,
      'precondition_required',
      `Send the ETag you read the ${what} with as If-Match, so a newer version is never overwritten unseen.`,
    );
  if (header.trim() === '*')
    throw new ApiError(
      428,
      'precondition_required',
      `If-Match must be the ETag you read the ${what} with; '*' does not say which version you saw.`,
    );
  return header;
}
