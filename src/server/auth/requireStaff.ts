// The staff API's guard: requireAccount's token check, with its 401s, then the staff list,
// read on every request (one primary-key read, no cache that outlives the request), so an account
// the owner removes is refused at its next request, not when its token expires.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import type { Words } from '../i18n/serverI18n';
import type { IdTokenVerifier } from './idTokens';
import { requireAccount } from './requireAccount';

const NOT_STAFF_MESSAGE: Words = (i18n) =>
  i18n._({ id: 'api.staff.notStaff', message: "This area is for the shop's staff." });
const UNVERIFIED_MESSAGE: Words = (i18n) =>
  i18n._({
    id: 'api.staff.unverified',
    message:
      "This area is for the shop's staff, who sign in with a verified email address. Verify yours with the link the shop emailed you, then sign in again.",
  });

/** Whether a verified email (as the ID token writes it) is on the staff list. */
export type IsStaff = (email: string) => Promise<boolean>;

/**
 * Only a verified email counts (docs/requirements.md §10.26): anyone may register an account with an
 * address that is not theirs, and Firebase then marks it unverified until its owner follows the link.
 */
export function requireStaff(scope: FastifyInstance, verifier: IdTokenVerifier, isStaff: IsStaff): void {
  requireAccount(scope, verifier);
  scope.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.email && !request.emailVerified) throw new ApiError(403, 'forbidden', UNVERIFIED_MESSAGE);
    if (!request.email || !(await isStaff(request.email))) throw new ApiError(403, 'forbidden', NOT_STAFF_MESSAGE);
  });
}
