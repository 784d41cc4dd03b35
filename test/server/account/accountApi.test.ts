// The shopper's data (GDPR Articles 15, 17 and 20): GET /api/account hands over everything the shop
// keeps for the token's account as a JSON download, DELETE /api/account erases it, with the
// favourites API's token rules, write limit, no-store and JSON errors.
import { demoCatalog } from '@/server/db/demoCatalog';
import type { TestRequest } from '../support/httpClient';
import { emulatorToken } from '../support/idTokenFactory';
import { startTestApp, type TestApp } from '../support/testApp';
import { describeOnEachEngine } from '../support/testDatabase';

jest.setTimeout(60_000);

const [P1, P2] = demoCatalog.products.map((product) => product.id).sort((a, b) => a - b);
let accounts = 0;
const newAccount = () => `uid-account-${++accounts}-${Date.now().toString(36)}`;
const bearer = (account: string) => ({ authorization: `Bearer ${emulatorToken(account)}` });
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describeOnEachEngine('the account API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ engine })));
  afterAll(() => t.close());

  const call = (account: string, request: Pick<TestRequest, 'method'> = {}) =>
    t.inject({ ...request, url: '/api/account', headers: bearer(account) });

  it('exports every favourite with its date, also one whose product left the catalogue, as a download', async () => {
    const me = newAccount();
    const before = Date.now();
    for (const id of [P2, P1]) await t.inject({ method: 'PUT', url: `/api/favourites/${id}`, headers: bearer(me) });
    await t.database.db.insertInto('favourites').values({ account: me, product_id: 999_999 }).execute();
    await t.database.db.insertInto('favourites').values({ account: newAccount(), product_id: P1! }).execute();
    const after = Date.now();

    const answer = await call(me);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="shopfront-account-data.json"');
    const body = JSON.parse(answer.body) as {
      account: string;
      exportedAt: string;
      favourites: Array<{ productId: number; markedAt: string }>;
    };
    expect(body.account).toBe(me);
    expect(body.exportedAt).toMatch(ISO_UTC);
    expect(body.favourites.map((favourite) => favourite.productId)).toEqual([P1, P2, 999_999]);
    for (const favourite of body.favourites) {
      expect(favourite.markedAt).toMatch(ISO_UTC);
      // Stamped while the test wrote it: an order of clock readings, before ≤ stamp ≤ after (SQLite
      // keeps whole seconds, so 'before' is taken down to its second), with no slack for a slow machine.
      expect(Date.parse(favourite.markedAt)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      expect(Date.parse(favourite.markedAt)).toBeLessThanOrEqual(after);
    }
  });

  it('erases everything of the account and nothing of another: 204, and 204 again', async () => {
    const me = newAccount();
    const other = newAccount();
    for (const account of [me, other]) {
      await t.inject({ method: 'PUT', url: `/api/favourites/${P1}`, headers: bearer(account) });
      await t.database.db
        .insertInto('basket_merges')
        .values({ account, merge_key: `key-of-${account}`, merged_at: Date.now() })
        .execute();
    }

    for (let round = 0; round < 2; round++) {
      const erased = await call(me, { method: 'DELETE' });
      expect(erased.statusCode).toBe(204);
      expect(erased.body).toBe('');
      expect(erased.headers['cache-control']).toBe('no-store');
    }
    expect(JSON.parse((await call(me)).body)).toMatchObject({ favourites: [] });
    expect(JSON.parse((await call(other)).body)).toMatchObject({ favourites: [{ productId: P1 }] });
    const merges = await t.database.db
      .selectFrom('basket_merges')
      .select('account')
      .where('account', 'in', [me, other])
      .execute();
    expect(merges).toEqual([{ account: other }]);
  });

  it('refuses a missing token with 401 JSON, other methods with 405, and counts DELETE against the write limit', async () => {
    const none = await t.inject({ url: '/api/account', method: 'DELETE' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(JSON.parse(none.body)).toMatchObject({ error: 'unauthorized' });
    const put = await call(newAccount(), { method: 'PUT' });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, DELETE, HEAD, OPTIONS');

    const busy = newAccount();
    for (let index = 0; index < 60; index++)
      expect((await t.inject({ method: 'PUT', url: `/api/favourites/${P1}`, headers: bearer(busy) })).statusCode).toBe(
        204,
      );
    const limited = await call(busy, { method: 'DELETE' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(limited.body)).toMatchObject({ error: 'too_many_requests' });
    expect((await call(busy)).statusCode).toBe(200);
  });
});

describe('when the database is down', () => {
  it('answers 503 JSON with Retry-After', async () => {
    const t = await startTestApp();
    await t.database.db.destroy();
    try {
      for (const method of ['GET', 'DELETE'] as const) {
        const answer = await t.inject({ url: '/api/account', method, headers: bearer('uid-down') });
        expect(answer.statusCode).toBe(503);
        expect(answer.headers['retry-after']).toBe('5');
        expect(JSON.parse(answer.body)).toEqual({
          error: 'unavailable',
          message: 'Your account data is not available right now. Please try again in a few seconds.',
        });
      }
    } finally {
      await t.close();
    }
  });
});
