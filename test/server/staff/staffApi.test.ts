// The staff API's guard (issue 38) through GET /api/admin/me: 401 without a valid token (the account
// API's answers), 403 JSON for a shopper, an account without an email, or a staff email not yet
// verified; 200 { email } for staff; and the list is read on every request, so a removal refuses
// the very next request made with the same, still valid token.
import { createStaffList, validEmail } from '@/server/staff/staffList';
import { firebaseClaims, unsignedToken } from '../support/idTokenFactory';
import { startTestApp, type TestApp } from '../support/testApp';
import { describeOnEachEngine } from '../support/testDatabase';
import type { TestResponse } from '../support/httpClient';

jest.setTimeout(60_000);

const ME = '/api/admin/me';
let accounts = 0;
const newAccount = () => `uid-staff-${++accounts}-${Date.now().toString(36)}`;

/** The Auth emulator's token for an account with this email, verified or not (emulator accounts start unverified). */
const tokenOf = (email: string | undefined, verified = true): string =>
  unsignedToken({ ...firebaseClaims('demo-shop', newAccount()), email, email_verified: email && verified });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function jsonError(answer: TestResponse, status: number, error: string): { error: string; message: string } {
  expect(answer.statusCode).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers['cache-control']).toBe('no-store');
  const body = JSON.parse(answer.body) as { error: string; message: string };
  expect(Object.keys(body).sort()).toEqual(['error', 'message']);
  expect(body.error).toBe(error);
  return body;
}

describeOnEachEngine('the staff API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ engine });
    const staff = createStaffList(t.database.db);
    for (const email of ['ana.owner@shop.example', 'unverified@shop.example']) await staff.add(validEmail(email)!);
  });
  afterAll(() => t.close());

  const me = (token?: string) => t.inject({ url: ME, headers: token === undefined ? {} : bearer(token) });

  it('answers 401 without a token and for a bad one, as the account API does', async () => {
    const none = await me();
    expect(jsonError(none, 401, 'unauthorized').message).toContain('Sign in first');
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const account = await t.inject({ url: '/api/account' });
    expect(none.body).toBe(account.body);

    const bad = await me('not-a-token');
    expect(jsonError(bad, 401, 'invalid_token').message).toBe(
      'The ID token is not valid for this shop. Sign in again.',
    );
    expect(bad.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    const expired = await me(
      unsignedToken({
        ...firebaseClaims('demo-shop', newAccount(), Math.floor(Date.now() / 1000) - 7200),
        email: 'ana.owner@shop.example',
        email_verified: true,
      }),
    );
    expect(jsonError(expired, 401, 'invalid_token').message).toMatch(/expired/);
  });

  it("answers 403 JSON for a shopper's valid token, and for one without an email", async () => {
    for (const token of [tokenOf('shopper@shop.example'), tokenOf(undefined)]) {
      const answer = await me(token);
      expect(jsonError(answer, 403, 'forbidden').message).toBe("This area is for the shop's staff.");
    }
  });

  it('counts only a verified email: a listed one not verified yet is told to verify it', async () => {
    const answer = await me(tokenOf('unverified@shop.example', false));
    expect(jsonError(answer, 403, 'forbidden').message).toMatch(/verified email address.*Verify yours/);
    expect((await me(tokenOf('unverified@shop.example'))).statusCode).toBe(200);
  });

  it('answers 200 { email } for staff, in the list’s spelling, never to be kept by a cache', async () => {
    const answer = await me(tokenOf('Ana.Owner@Shop.Example'));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answer.body)).toEqual({ email: 'ana.owner@shop.example', pictureBaseUrl: '/images/products/' });
  });

  it('refuses the very next request with the same token once the email is removed, and lets it in again once re-added', async () => {
    const staff = createStaffList(t.database.db);
    await staff.add('leaving@shop.example');
    const token = tokenOf('leaving@shop.example');
    expect((await me(token)).statusCode).toBe(200);
    expect(await staff.remove('leaving@shop.example')).toBe(true);
    expect(jsonError(await me(token), 403, 'forbidden').message).toBe("This area is for the shop's staff.");
    await staff.add('leaving@shop.example');
    expect((await me(token)).statusCode).toBe(200);
  });

  it('answers other methods with 405, and other staff paths as no endpoint', async () => {
    const token = tokenOf('ana.owner@shop.example');
    expect((await t.inject({ url: ME, method: 'DELETE', headers: bearer(token) })).statusCode).toBe(405);
    expect((await t.inject({ url: '/api/admin/nothing', headers: bearer(token) })).statusCode).toBe(404);
  });
});
