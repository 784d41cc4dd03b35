// The ID-token check, offline: the test is Google. It makes its own RSA keys, serves them as a JWKS
// on 127.0.0.1 and signs tokens the way Firebase does; the emulator's unsigned tokens are made
// as the emulator makes them (alg none, empty signature).
import { generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import {
  createIdTokenVerifier,
  IdTokenKeysUnavailableError,
  InvalidIdTokenError,
  type IdTokenVerifier,
} from '@/server/auth/idTokens';
import { firebaseClaims, signedToken, startJwks, unsignedToken, type Jwks } from '../support/idTokenFactory';

const PROJECT = 'shop-test';
const NOW = 1_795_000_000; // seconds; every token and check below runs at this instant
const clock = () => NOW * 1000;

/** What Firebase puts into an ID token, issued a minute ago, with some claims changed. */
const claims = (overrides: Partial<Record<string, unknown>> = {}): JWTPayload => ({
  ...firebaseClaims(PROJECT, 'uid-alice', NOW),
  ...overrides,
});

let jwks: Jwks;
let other: { privateKey: CryptoKey };
beforeAll(async () => {
  jwks = await startJwks();
  other = await generateKeyPair('RS256');
});
afterAll(() => jwks.close());

const signed = (payload: JWTPayload, key: CryptoKey = jwks.privateKey, kid = jwks.kid) =>
  signedToken(payload, key, kid);
const unsigned = unsignedToken;

const real = (): IdTokenVerifier =>
  createIdTokenVerifier({ mode: 'firebase', projectId: PROJECT, jwksUrl: jwks.url, now: clock });
const emulator = (): IdTokenVerifier => createIdTokenVerifier({ mode: 'emulator', projectId: PROJECT, now: clock });

async function refusal(verifier: IdTokenVerifier, token: string): Promise<InvalidIdTokenError> {
  const error = await verifier.accountOf(token).then(
    (account) => new Error(`accepted as ${account}`),
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(InvalidIdTokenError);
  return error as InvalidIdTokenError;
}

// Each refused token differs from a good one in one claim only.
const badClaims: Array<[string, Partial<Record<string, unknown>>, RegExp]> = [
  ['for another project (aud)', { aud: 'other-project' }, /audience|ERR_JWT_CLAIM_VALIDATION_FAILED/],
  ['from another issuer', { iss: 'https://securetoken.google.com/other-project' }, /issuer|ERR_JWT_CLAIM/],
  ['from a look-alike issuer', { iss: `https://evil.example/${PROJECT}` }, /issuer|ERR_JWT_CLAIM/],
  ['expired', { exp: NOW - 60 }, /expired|ERR_JWT_EXPIRED/],
  ['without an expiry', { exp: undefined }, /expiry|ERR_JWT_CLAIM/],
  ['issued in the future', { iat: NOW + 600 }, /issued/],
  ['without an issue time', { iat: undefined }, /issued|ERR_JWT_CLAIM/],
  ['signed in in the future', { auth_time: NOW + 600 }, /signed in/],
  ['without a sign-in time', { auth_time: undefined }, /signed in|ERR_JWT_CLAIM/],
  ['without a subject', { sub: undefined }, /subject|ERR_JWT_CLAIM/],
  ['with an empty subject', { sub: '' }, /subject/],
  ['with a subject that is not text', { sub: 42 }, /subject|ERR_JWT_CLAIM/],
  ['with a subject over 128 characters', { sub: 'u'.repeat(129) }, /subject/],
];

describe('real project mode (RS256, Google keys)', () => {
  it('accepts a good token and answers its sub as the account, fetching the keys once', async () => {
    const verifier = real();
    const before = jwks.requests();
    expect(await verifier.accountOf(await signed(claims()))).toBe('uid-alice');
    expect(await verifier.accountOf(await signed(claims({ sub: 'uid-bob' })))).toBe('uid-bob');
    expect(await verifier.accountOf(await signed(claims({ sub: 'u'.repeat(128) })))).toBe('u'.repeat(128));
    expect(jwks.requests() - before).toBe(1);
  });

  it('allows a few seconds of clock difference, and no more', async () => {
    expect(await real().accountOf(await signed(claims({ iat: NOW + 4, auth_time: NOW + 4 })))).toBe('uid-alice');
    expect(await real().accountOf(await signed(claims({ exp: NOW - 4 })))).toBe('uid-alice');
    await refusal(real(), await signed(claims({ iat: NOW + 30 })));
  });

  it.each(badClaims)('refuses a token %s', async (_name, overrides, reason) => {
    const error = await refusal(real(), await signed(claims(overrides)));
    expect(error.reason).toMatch(reason);
  });

  it('says when the refusal is an expiry (the client then gets a fresh token)', async () => {
    expect((await refusal(real(), await signed(claims({ exp: NOW - 60 })))).expired).toBe(true);
    expect((await refusal(real(), await signed(claims({ aud: 'x' })))).expired).toBe(false);
  });

  it('refuses a token signed with another key under the same key id (wrong signature)', async () => {
    const error = await refusal(real(), await signed(claims(), other.privateKey));
    expect(error.reason).toBe('ERR_JWS_SIGNATURE_VERIFICATION_FAILED');
  });

  it('refuses a good token whose signature was altered', async () => {
    const token = await signed(claims());
    const flipped = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    await refusal(real(), flipped);
  });

  it('refuses a token whose payload was swapped after signing (another sub)', async () => {
    const [header, , signature] = (await signed(claims())).split('.');
    const payload = Buffer.from(JSON.stringify(claims({ sub: 'uid-mallory' }))).toString('base64url');
    await refusal(real(), `${header}.${payload}.${signature}`);
  });

  it('refuses an unsigned (alg none) token, with or without a key id: the emulator kind', async () => {
    await refusal(real(), unsigned(claims()));
    const header = Buffer.from(JSON.stringify({ alg: 'none', kid: jwks.kid })).toString('base64url');
    const payload = Buffer.from(JSON.stringify(claims())).toString('base64url');
    await refusal(real(), `${header}.${payload}.`);
  });

  it('refuses HS256 signed with the public key as the secret (algorithm confusion)', async () => {
    const secret = new TextEncoder().encode(JSON.stringify(jwks.publicJwk));
    const token = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256', kid: jwks.kid }).sign(secret);
    const error = await refusal(real(), token);
    expect(error.reason).toBe('ERR_JOSE_ALG_NOT_ALLOWED');
  });

  it('refuses a token without a key id, and one naming a key Google does not have', async () => {
    const noKid = await new SignJWT(claims()).setProtectedHeader({ alg: 'RS256' }).sign(jwks.privateKey);
    expect((await refusal(real(), noKid)).reason).toBe('no key id');
    expect((await refusal(real(), await signed(claims(), other.privateKey, 'unknown-kid'))).reason).toBe(
      'ERR_JWKS_NO_MATCHING_KEY',
    );
  });

  it.each([
    ['an empty string', ''],
    ['one part', 'abc'],
    ['two parts', 'abc.def'],
    ['four parts', 'a.b.c.d'],
    ['spaces', 'a b.c.d'],
    ['not base64url', '%%%.%%%.%%%'],
    ['not JSON inside', 'YWJj.ZGVm.Z2hp'],
    ['8 kB', `${'a'.repeat(8000)}.b.c`],
  ])('refuses %s as not a token', async (_name, token) => {
    await refusal(real(), token);
    await refusal(emulator(), token);
  });

  it('tells "no keys" (503) from a bad token when Google cannot be reached or answers nonsense', async () => {
    const unreachable = createIdTokenVerifier({
      mode: 'firebase',
      projectId: PROJECT,
      jwksUrl: 'http://127.0.0.1:9/keys', // the discard port: nothing listens
      now: clock,
    });
    await expect(unreachable.accountOf(await signed(claims()))).rejects.toBeInstanceOf(IdTokenKeysUnavailableError);
    for (const path of ['/status-500', '/not-json', '/not-a-key-set']) {
      const broken = createIdTokenVerifier({
        mode: 'firebase',
        projectId: PROJECT,
        jwksUrl: jwks.url + path,
        now: clock,
      });
      await expect(broken.accountOf(await signed(claims()))).rejects.toBeInstanceOf(IdTokenKeysUnavailableError);
    }
  });

  it("keeps Google's keys as long as their Cache-Control says, then fetches them again", async () => {
    let now = clock();
    const verifier = createIdTokenVerifier({
      mode: 'firebase',
      projectId: PROJECT,
      jwksUrl: jwks.url.replace(/keys$/, 'short-cache'),
      now: () => now,
    });
    const token = await signed(claims());
    const before = jwks.requests();
    expect(await verifier.accountOf(token)).toBe('uid-alice');
    now += 59_000; // max-age=60: still fresh
    expect(await verifier.accountOf(token)).toBe('uid-alice');
    expect(jwks.requests() - before).toBe(1);
    now += 2_000; // past it: fetched again
    expect(await verifier.accountOf(token)).toBe('uid-alice');
    expect(jwks.requests() - before).toBe(2);
  });

  it("fetches Google's keys again for a token naming a new key (rotation), at most every 30 s", async () => {
    const verifier = real();
    expect(await verifier.accountOf(await signed(claims()))).toBe('uid-alice');
    const rotated = await jwks.rotate();
    const newKeyToken = await signed(claims(), rotated.privateKey, rotated.kid);
    const before = jwks.requests();
    // Within jose's 30 s cool-down an unknown key is refused without a fetch: junk key ids cannot flood Google.
    await refusal(verifier, newKeyToken);
    expect(jwks.requests()).toBe(before);
    const later = Date.now() + 31_000;
    const clockSpy = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect(await verifier.accountOf(newKeyToken)).toBe('uid-alice');
    } finally {
      clockSpy.mockRestore();
    }
    expect(jwks.requests() - before).toBe(1);
  });
});

describe('emulator mode (unsigned tokens)', () => {
  it('accepts the emulator kind of token and answers its sub', async () => {
    const token = unsigned(claims());
    expect(token.endsWith('.')).toBe(true);
    expect(await emulator().accountOf(token)).toBe('uid-alice');
  });

  it.each(badClaims)('refuses an unsigned token %s', async (_name, overrides, reason) => {
    const error = await refusal(emulator(), unsigned(claims(overrides)));
    expect(error.reason).toMatch(reason);
  });

  it('refuses signed tokens (a real project token is not an emulator token), and alg none with a signature', async () => {
    expect((await refusal(emulator(), await signed(claims()))).reason).toBe('not an emulator token');
    expect((await refusal(emulator(), `${unsigned(claims())}c2lnbmF0dXJl`)).reason).toBe('not an emulator token');
  });
});

describe('the same token in the two modes', () => {
  it('an unsigned token passes in emulator mode only; a signed one in real mode only', async () => {
    const bare = unsigned(claims());
    const rs256 = await signed(claims());
    expect(await emulator().accountOf(bare)).toBe('uid-alice');
    await refusal(real(), bare);
    expect(await real().accountOf(rs256)).toBe('uid-alice');
    await refusal(emulator(), rs256);
  });
});

describe('the email claims (the staff guard reads them)', () => {
  it('answers the email, verified only when email_verified is exactly true, in both modes', async () => {
    for (const [verifier, token] of [
      [real(), signed],
      [emulator(), (payload: JWTPayload) => Promise.resolve(unsigned(payload))],
    ] as const) {
      const identity = (extra: Record<string, unknown>) => token(claims(extra)).then((t) => verifier.identityOf(t));
      expect(await identity({ email: 'Ana@Shop.Example', email_verified: true })).toEqual({
        account: 'uid-alice',
        email: 'Ana@Shop.Example',
        emailVerified: true,
      });
      for (const unverified of [false, 'true', 1, undefined])
        expect(await identity({ email: 'ana@shop.example', email_verified: unverified })).toMatchObject({
          emailVerified: false,
        });
      expect(await identity({ email: 42, email_verified: true })).toEqual({
        account: 'uid-alice',
        email: undefined,
        emailVerified: false,
      });
    }
  });
});
