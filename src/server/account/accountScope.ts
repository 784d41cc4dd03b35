// What every route of a signed-in shopper's API shares, in its own Fastify scope: the token check
// (request.account) and bodies read and dropped, so a client sending '{}' with its PUT is not
// refused for it (any type, up to the 16 KiB limit).
import type { FastifyInstance } from 'fastify';
import type { IdTokenVerifier } from '../auth/idTokens';
import { requireAccount } from '../auth/requireAccount';

/** The answers are the shopper's own: no cache, shared or private, may keep them. */
export const NO_STORE = 'no-store';

/** Declared on every route that needs the token, for the OpenAPI document. */
export const bearerSecurity = [{ bearerAuth: [] }];

export function prepareAccountScope(scope: FastifyInstance, idTokens: IdTokenVerifier): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));
  requireAccount(scope, idTokens);
}
