// Firebase ID tokens, checked with jose: whose token is it (its `sub`, the Firebase uid), or why it
// is refused. A real project's tokens are RS256, signed with Google's keys (fetched from Google's
// JWKS; jose caches them and fetches again when a token names a key it does not know). The Auth
// emulator's tokens are unsigned (`alg: none`): accepted only in emulator mode, in which the server
// listens on 127.0.0.1 unless told otherwise (config.ts). Checks: Firebase's "verify ID tokens"
// rules (docs/requirements.md §10.15).
import {
  customFetch,
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

export const GOOGLE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** 'firebase': RS256 tokens of a real project; 'emulator': the Auth emulator's unsigned tokens. */
export type IdTokenMode = 'firebase' | 'emulator';

export interface IdTokenOptions {
  mode: IdTokenMode;
  projectId: string;
  /** Where Google's public keys are (tests serve their own). */
  jwksUrl?: string;
  /** Clocks differ a little between Google and us; default 5 s. */
  clockToleranceSeconds?: number;
  /** Milliseconds since 1970 (tests). */
  now?: () => number;
}

/** The token proves nothing (401). `reason` is for logs and tests; clients get a fixed sentence. */
export class InvalidIdTokenError extends Error {
  constructor(
    readonly reason: string,
    readonly expired = false,
  ) {
    super(`ID token refused: ${reason}`);
  }
}

/** Google's keys could not be fetched, so no token can be checked right now (503, not the client's fault). */
export class IdTokenKeysUnavailableError extends Error {
  constructor(override readonly cause: unknown) {
    super('The public keys for ID tokens could not be fetched.');
  }
}

export interface IdTokenVerifier {
  readonly mode: IdTokenMode;
  readonly projectId: string;
  /** The account (uid) the token belongs to; throws InvalidIdTokenError or IdTokenKeysUnavailableError. */
  accountOf(token: string): Promise<string>;
}

/** Firebase uids are at most 128 characters (and so is favourites.account). */
export const MAX_ACCOUNT_LENGTH = 128;
/** A Firebase ID token is about 1 kB; anything far longer is not one, and is not parsed. */
const MAX_TOKEN_LENGTH = 4096;
/** header.payload.signature in base64url; the emulator's signature is empty. */
const COMPACT_JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The claims Firebase requires, the same in both modes; returns the account. */
function checkClaims(payload: JWTPayload, projectId: string, nowSeconds: number, tolerance: number): string {
  if (payload.iss !== `https://securetoken.google.com/${projectId}`) throw new InvalidIdTokenError('wrong issuer');
  if (payload.aud !== projectId) throw new InvalidIdTokenError('wrong audience');
  if (!isTime(payload.exp)) throw new InvalidIdTokenError('no expiry');
  if (payload.exp <= nowSeconds - tolerance) throw new InvalidIdTokenError('expired', true);
  if (!isTime(payload.iat) || payload.iat > nowSeconds + tolerance)
    throw new InvalidIdTokenError('issued in the future or without an issue time');
  const authTime = payload.auth_time;
  if (!isTime(authTime) || authTime > nowSeconds + tolerance)
    throw new InvalidIdTokenError('signed in in the future or without a sign-in time');
  const sub = payload.sub;
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > MAX_ACCOUNT_LENGTH)
    throw new InvalidIdTokenError('no subject, or one longer than 128 characters');
  return sub;
}

/** What fetching the key set fails with: a timeout, an answer that is not 200 or not a key set, or (no code) the network. */
const KEY_FETCH_FAILURES = new Set([undefined, 'ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID', 'ERR_JOSE_GENERIC']);

/** Without a max-age, keys are kept as long as jose keeps them by default. */
const DEFAULT_KEYS_MAX_AGE_SECONDS = 600;

/** The max-age of a Cache-Control header, in seconds. */
export function maxAgeSeconds(cacheControl: string | null): number {
  const maxAge = /(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl ?? '')?.[1];
  return maxAge === undefined ? DEFAULT_KEYS_MAX_AGE_SECONDS : Number(maxAge);
}

/**
 * Google's keys through jose's cache, kept as long as the answer's Cache-Control says (Google
 * rotates them within that time). Failing to fetch them is ours (503) and told apart from a token
 * naming a key the set does not hold, which is the token's fault (401).
 */
function googleKeys(url: string, now: () => number): JWTVerifyGetKey {
  let expiresAt = 0;
  const remote = createRemoteJWKSet(new URL(url), {
    timeoutDuration: 3000,
    cacheMaxAge: Infinity, // the expiry is Google's, below
    [customFetch]: async (resource, init) => {
      const response = await fetch(resource, init);
      expiresAt = now() + maxAgeSeconds(response.headers.get('cache-control')) * 1000;
      return response;
    },
  });
  return async (header, token) => {
    try {
      if (remote.jwks() !== undefined && now() >= expiresAt) await remote.reload();
      return await remote(header, token);
    } catch (error) {
      if (KEY_FETCH_FAILURES.has((error as { code?: string }).code)) throw new IdTokenKeysUnavailableError(error);
      throw error;
    }
  };
}

/** jose's refusals (codes ERR_JWS_…, ERR_JWT_…, ERR_JOSE_…) become ours; anything else is a bug and goes on. */
function refusal(error: unknown): unknown {
  if (error instanceof InvalidIdTokenError || error instanceof IdTokenKeysUnavailableError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^ERR_J(WS|WT|OSE|WKS|WK)_/.test(code))
    return new InvalidIdTokenError(code, code === 'ERR_JWT_EXPIRED');
  return error;
}

/** The token's header; jose says TypeError for one it cannot read, which is the token's fault here. */
function headerOf(token: string): ReturnType<typeof decodeProtectedHeader> {
  try {
    return decodeProtectedHeader(token);
  } catch {
    throw new InvalidIdTokenError('unreadable header');
  }
}

export function createIdTokenVerifier(options: IdTokenOptions): IdTokenVerifier {
  const { mode, projectId } = options;
  const tolerance = options.clockToleranceSeconds ?? 5;
  const now = options.now ?? Date.now;
  const keys = mode === 'firebase' ? googleKeys(options.jwksUrl ?? GOOGLE_JWKS_URL, now) : undefined;

  const verifySigned = async (token: string, getKey: JWTVerifyGetKey): Promise<JWTPayload> => {
    if (typeof headerOf(token).kid !== 'string') throw new InvalidIdTokenError('no key id');
    const { payload } = await jwtVerify(token, getKey, {
      algorithms: ['RS256'],
      issuer: `https://securetoken.google.com/${projectId}`,
      audience: projectId,
      requiredClaims: ['exp', 'iat', 'sub', 'auth_time'],
      clockTolerance: tolerance,
      currentDate: new Date(now()),
    });
    return payload;
  };

  // The emulator signs nothing: the token must say so (alg none, empty signature), and its claims
  // are held to the same rules as a real one's.
  const readUnsigned = (token: string): JWTPayload => {
    if (headerOf(token).alg !== 'none' || !token.endsWith('.')) throw new InvalidIdTokenError('not an emulator token');
    return decodeJwt(token);
  };

  return {
    mode,
    projectId,
    async accountOf(token) {
      try {
        if (token.length > MAX_TOKEN_LENGTH || !COMPACT_JWT.test(token)) throw new InvalidIdTokenError('not a JWT');
        const payload = keys ? await verifySigned(token, keys) : readUnsigned(token);
        return checkClaims(payload, projectId, Math.floor(now() / 1000), tolerance);
      } catch (error) {
        throw refusal(error);
      }
    },
  };
}

/** The check that fits the client's settings: the emulator's tokens when the client uses the emulator. */
export function idTokenVerifierFor(firebase: { projectId: string; emulatorUrl?: string }): IdTokenVerifier {
  return createIdTokenVerifier({ mode: firebase.emulatorUrl ? 'emulator' : 'firebase', projectId: firebase.projectId });
}
