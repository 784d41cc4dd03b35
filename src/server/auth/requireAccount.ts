// An onRequest hook, so a request without a valid ID token is refused before its body is read.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, RETRY_AFTER_SECONDS } from '../http/errors';
import type { Words } from '../i18n/serverI18n';
import { IdTokenKeysUnavailableError, InvalidIdTokenError, type IdTokenVerifier } from './idTokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The ID token's sub; '' until requireAccount has run. */
    account: string;
    /** The ID token's email claim ('' without one), and whether Firebase has verified it. */
    email: string;
    emailVerified: boolean;
  }
}

const NO_TOKEN_MESSAGE: Words = (i18n) =>
  i18n._({
    id: 'api.auth.noToken',
    message: 'Sign in first: send the Firebase ID token as "Authorization: Bearer <token>".',
  });
const INVALID_TOKEN_MESSAGE: Words = (i18n) =>
  i18n._({ id: 'api.auth.invalidToken', message: 'The ID token is not valid for this shop. Sign in again.' });
const EXPIRED_TOKEN_MESSAGE: Words = (i18n) =>
  i18n._({
    id: 'api.auth.expiredToken',
    message: 'The ID token has expired. Get a fresh one from Firebase and try again.',
  });
const KEYS_UNAVAILABLE_MESSAGE: Words = (i18n) =>
  i18n._({
    id: 'api.auth.keysUnavailable',
    message: 'Sign-in cannot be checked right now. Please try again in a few seconds.',
  });

/** The scheme is case-insensitive (RFC 9110 §11.1); all that follows is checked as the token. */
const BEARER = /^bearer(?:[ \t]+(.*))?$/i;

function bearerToken(header: string | undefined): string | undefined {
  const token = header === undefined ? undefined : BEARER.exec(header.trim())?.[1]?.trim();
  return token || undefined;
}

export function requireAccount(scope: FastifyInstance, verifier: IdTokenVerifier): void {
  identifyAccount(scope, verifier, { required: true });
}

/**
 * The same check where an account is welcome but not needed (a guest may order): no token leaves
 * request.account '', a token that is not valid is still a 401, never a silent guest.
 */
export function identifyAccount(scope: FastifyInstance, verifier: IdTokenVerifier, { required = false } = {}): void {
  scope.decorateRequest('account', '');
  scope.decorateRequest('email', '');
  scope.decorateRequest('emailVerified', false);
  scope.addHook('onRequest', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) {
      if (!required) return;
      throw new ApiError(401, 'unauthorized', NO_TOKEN_MESSAGE, { 'www-authenticate': 'Bearer' });
    }
    try {
      const identity = await verifier.identityOf(token);
      request.account = identity.account;
      request.email = identity.email ?? '';
      request.emailVerified = identity.emailVerified;
    } catch (error) {
      if (error instanceof InvalidIdTokenError) {
        throw new ApiError(401, 'invalid_token', error.expired ? EXPIRED_TOKEN_MESSAGE : INVALID_TOKEN_MESSAGE, {
          'www-authenticate': 'Bearer error="invalid_token"',
        });
      }
      if (error instanceof IdTokenKeysUnavailableError) {
        request.log.error({ err: error.cause }, 'ID-token keys unavailable');
        throw new ApiError(503, 'unavailable', KEYS_UNAVAILABLE_MESSAGE, {
          'retry-after': String(RETRY_AFTER_SECONDS),
        });
      }
      throw error;
    }
  });
}
