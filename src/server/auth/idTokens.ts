// Firebase's "verify ID tokens" rules (docs/requirements.md §10.15). Unsigned emulator tokens are accepted
// only in emulator mode, where the server listens on 127.0.0.1 unless told otherwise (config.ts).
import {
  customFetch,
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

const GOOGLE_JWKS_URL = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

type IdTokenMode = 'firebase' | 'emulator';

export interface IdTokenOptions {
  mode: IdTokenMode;
  projectId: string;
  jwksUrl?: string;
  clockToleranceSeconds?: number;
  now?: () => number;
}

/** `reason` is for logs and tests; clients get a fixed sentence. */
export class InvalidIdTokenError extends Error {
  constructor(
    readonly reason: string,
    readonly expired = false,
  ) {
    super(`ID token refused: ${reason}`);
  }
}

/** Our fault, not the client's: a 503. */
export class IdTokenKeysUnavailableError extends Error {
  constructor(override readonly cause: unknown) {
    super('The public keys for ID tokens could not be fetched.');
  }
}

/** Who a valid ID token speaks for. */
interface IdTokenIdentity {
  /** The uid (`sub`). */
  account: string;
  /** The token's `email` claim, as written; undefined when it carries none. */
  email?: string;
  /** `email_verified` is true: Firebase has seen the owner of the address follow its link. */
  emailVerified: boolean;
}

export interface IdTokenVerifier {
  readonly mode: IdTokenMode;
  readonly projectId: string;
  /** The uid; throws InvalidIdTokenError or IdTokenKeysUnavailableError. */
  accountOf(token: string): Promise<string>;
  /** The uid and the email claims, under the same checks as accountOf. */
  identityOf(token: string): Promise<IdTokenIdentity>;
}

/** Firebase's limit for uids, and so favourites.account's. */
const MAX_ACCOUNT_LENGTH = 128;
/** Real tokens are about 1 kB; anything far longer is not parsed. */
const MAX_TOKEN_LENGTH = 4096;
/** The signature may be empty: the emulator's is. */
const COMPACT_JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Held alike in both modes: an emulator token gets no leniency. */
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

/** Failing to fetch the key set; no code at all is the network. */
const KEY_FETCH_FAILURES = new Set([undefined, 'ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID', 'ERR_JOSE_GENERIC']);

/** For an answer without a max-age: jose's own default. */
const DEFAULT_KEYS_MAX_AGE_SECONDS = 600;

function maxAgeSeconds(cacheControl: string | null): number {
  const maxAge = /(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl ?? '')?.[1];
  return maxAge === undefined ? DEFAULT_KEYS_MAX_AGE_SECONDS : Number(maxAge);
}

/** Kept as long as Google's Cache-Control says: it rotates keys within that time. */
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

/** Anything but jose's refusals is a bug and goes on. */
function refusal(error: unknown): unknown {
  if (error instanceof InvalidIdTokenError || error instanceof IdTokenKeysUnavailableError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^ERR_J(WS|WT|OSE|WKS|WK)_/.test(code))
    return new InvalidIdTokenError(code, code === 'ERR_JWT_EXPIRED');
  return error;
}

/** jose throws a TypeError for an unreadable header: the token's fault here. */
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

  const readUnsigned = (token: string): JWTPayload => {
    if (headerOf(token).alg !== 'none' || !token.endsWith('.')) throw new InvalidIdTokenError('not an emulator token');
    return decodeJwt(token);
  };

  const identityOf = async (token: string): Promise<IdTokenIdentity> => {
    try {
      if (token.length > MAX_TOKEN_LENGTH || !COMPACT_JWT.test(token)) throw new InvalidIdTokenError('not a JWT');
      const payload = keys ? await verifySigned(token, keys) : readUnsigned(token);
      const account = checkClaims(payload, projectId, Math.floor(now() / 1000), tolerance);
      const email = typeof payload.email === 'string' ? payload.email : undefined;
      return { account, email, emailVerified: email !== undefined && payload.email_verified === true };
    } catch (error) {
      throw refusal(error);
    }
  };

  return {
    mode,
    projectId,
    accountOf: async (token) => (await identityOf(token)).account,
    identityOf,
  };
}

export function idTokenVerifierFor(firebase: { projectId: string; emulatorUrl?: string }): IdTokenVerifier {
  return createIdTokenVerifier({ mode: firebase.emulatorUrl ? 'emulator' : 'firebase', projectId: firebase.projectId });
}
