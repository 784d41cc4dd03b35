// ID tokens for tests, made as Firebase makes them: a JWKS served on 127.0.0.1 for the RS256
// tokens of a "real project", and the Auth emulator's unsigned ones (alg none, empty signature).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';

export interface Jwks {
  /** e.g. 'http://127.0.0.1:41234/keys'; `${url}/status-500`, `/not-json`, `/not-a-key-set` answer broken key sets. */
  url: string;
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
  /** How many times the key set was fetched. */
  requests(): number;
  /** Publishes a new key next to the old one (Google rotates its keys every few hours). */
  rotate(): Promise<{ kid: string; privateKey: CryptoKey }>;
  close(): Promise<void>;
}

async function newKey(kid: string): Promise<{ kid: string; privateKey: CryptoKey; publicJwk: JWK }> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

export async function startJwks(): Promise<Jwks> {
  const first = await newKey('key-1');
  const published: JWK[] = [first.publicJwk];
  let requests = 0;
  const server = http.createServer((request, response) => {
    requests += 1;
    const path = request.url ?? '';
    // Google's key set answers with a max-age of some hours; /short-cache with one minute.
    const maxAge = path.endsWith('/short-cache') ? 60 : 21_600;
    const send = (status: number, body: string) =>
      response
        .writeHead(status, { 'content-type': 'application/json', 'cache-control': `public, max-age=${maxAge}` })
        .end(body);
    if (path.endsWith('/status-500')) send(500, '{"error":"down"}');
    else if (path.endsWith('/not-json')) send(200, '<html>maintenance</html>');
    else if (path.endsWith('/not-a-key-set')) send(200, '{"keys":"none"}');
    else send(200, JSON.stringify({ keys: published }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/keys`,
    kid: first.kid,
    privateKey: first.privateKey,
    publicJwk: first.publicJwk,
    requests: () => requests,
    async rotate() {
      const next = await newKey(`key-${published.length + 1}`);
      published.push(next.publicJwk);
      return next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The claims of a Firebase ID token of `account`, signed in two minutes and issued one minute before `nowSeconds`. */
export function firebaseClaims(
  projectId: string,
  account: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): JWTPayload {
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: account,
    user_id: account,
    auth_time: nowSeconds - 120,
    iat: nowSeconds - 60,
    exp: nowSeconds + 3540,
    firebase: { identities: {}, sign_in_provider: 'password' },
  };
}

/** Drops claims set to undefined, so a test can leave one out (claims of the wrong type are the point of some tests). */
function withoutUndefined(payload: Record<string, unknown>): JWTPayload {
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined));
}

export const unsignedToken = (payload: Record<string, unknown>): string =>
  new UnsecuredJWT(withoutUndefined(payload)).encode();

export const signedToken = (payload: Record<string, unknown>, key: CryptoKey, kid: string): Promise<string> =>
  new SignJWT(withoutUndefined(payload)).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key);

/** A token the Auth emulator of project `projectId` (the test app's: demo-shop) would hand `account`. */
export const emulatorToken = (account: string, projectId = 'demo-shop'): string =>
  unsignedToken(firebaseClaims(projectId, account));
