// What the staff API's edit routes share (products, categories): their scope (requireStaff, never
// cached), the If-Match header they require, and the history's paging.
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

/** A staff scope: its schemas, the staff guard, and every answer (errors too) kept by no cache. */
export function staffScope(
  app: RouteApp,
  options: { staff: StaffList; idTokens: IdTokenVerifier },
  schemas: readonly TSchema[],
): void {
  for (const schema of schemas) app.addSchema(schema);
  requireStaff(app, options.idTokens, (email) => options.staff.includes(email));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', NO_STORE);
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
