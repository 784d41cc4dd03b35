// The signed-in shopper's basket and the stock and prices now (docs/api.md, "Basket"), on SQLite and
// PostgreSQL: lines set and removed, a guest basket merged at sign-in (quantities add, capped at the
// stock and 99), one account never seeing another's, and every refusal as JSON.
import { randomUUID } from 'node:crypto';
import type { BasketLine } from '@/contract';
import type { TestRequest } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';
import { describeOnEachEngine } from '../support/testDatabase';
import { bearer, demoProducts, setStock } from './sellingShop';

jest.setTimeout(60_000);

const [A, B, C] = demoProducts;

async function call(t: TestApp, request: TestRequest) {
  const response = await t.inject(request);
  return {
    status: response.statusCode,
    body: JSON.parse(response.body || 'null') as { lines: BasketLine[]; error?: string },
    response,
  };
}

const put = (t: TestApp, account: string, productId: number | string, quantity: number, seenPriceCents = 100) =>
  call(t, {
    method: 'PUT',
    url: `/api/basket/${productId}`,
    headers: { ...bearer(account), 'content-type': 'application/json' },
    payload: JSON.stringify({ quantity, seenPriceCents }),
  });

const merge = (t: TestApp, account: string, lines: BasketLine[], mergeKey?: string) =>
  call(t, {
    method: 'POST',
    url: '/api/basket/merge',
    headers: { ...bearer(account), 'content-type': 'application/json' },
    payload: JSON.stringify({ lines, mergeKey }),
  });

describeOnEachEngine('the basket API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ engine });
  });
  afterAll(() => t.close());

  it('keeps lines in the order added, changes a quantity in place and removes a line at 0', async () => {
    const me = `basket-${randomUUID()}`;
    expect((await call(t, { url: '/api/basket', headers: bearer(me) })).body).toEqual({ lines: [] });
    await put(t, me, B!.id, 2, B!.priceCents);
    await put(t, me, A!.id, 1, A!.priceCents);
    const changed = await put(t, me, B!.id, 5, B!.priceCents);
    expect(changed.status).toBe(200);
    expect(changed.body.lines).toEqual([
      { productId: B!.id, quantity: 5, seenPriceCents: B!.priceCents },
      { productId: A!.id, quantity: 1, seenPriceCents: A!.priceCents },
    ]);
    expect(changed.response.headers['cache-control']).toBe('no-store');
    expect((await put(t, me, B!.id, 0)).body.lines).toEqual([
      { productId: A!.id, quantity: 1, seenPriceCents: A!.priceCents },
    ]);
    expect((await call(t, { url: '/api/basket', headers: bearer('someone-else') })).body).toEqual({ lines: [] });
  });

  it('merges a guest basket: quantities add, capped at the stock and at 99; unknown products are left out', async () => {
    const me = `basket-${randomUUID()}`;
    await setStock(t.database.db, A!.id, 4);
    await setStock(t.database.db, B!.id, null);
    await put(t, me, A!.id, 3);
    await put(t, me, B!.id, 60);
    const merged = await merge(t, me, [
      { productId: A!.id, quantity: 3, seenPriceCents: 1 },
      { productId: B!.id, quantity: 60, seenPriceCents: 1 },
      { productId: C!.id, quantity: 2, seenPriceCents: C!.priceCents },
      { productId: 999_999, quantity: 1, seenPriceCents: 1 },
    ]);
    expect(merged.status).toBe(200);
    expect(merged.body.lines).toEqual([
      { productId: A!.id, quantity: 4, seenPriceCents: 100 },
      { productId: B!.id, quantity: 99, seenPriceCents: 100 },
      { productId: C!.id, quantity: 2, seenPriceCents: C!.priceCents },
    ]);
  });

  it('takes a merge in once per key: sent again (its answer lost), it adds nothing twice', async () => {
    const me = `basket-${randomUUID()}`;
    await setStock(t.database.db, A!.id, null);
    const guest = [{ productId: A!.id, quantity: 1, seenPriceCents: A!.priceCents }];
    const key = randomUUID();
    expect((await merge(t, me, guest, key)).body.lines).toEqual(guest);
    const again = await merge(t, me, guest, key);
    expect({ status: again.status, lines: again.body.lines }).toEqual({ status: 200, lines: guest });
    // Another merge (another guest basket, another key) adds; another account's key is its own.
    expect((await merge(t, me, guest, randomUUID())).body.lines).toEqual([{ ...guest[0], quantity: 2 }]);
    expect((await merge(t, `basket-${randomUUID()}`, guest, key)).body.lines).toEqual(guest);
    expect((await merge(t, me, guest, 'not a key!')).status).toBe(400);
  });

  it('refuses without a token (401), a bad id or quantity (400) and an unknown product (404), as JSON', async () => {
    const me = `basket-${randomUUID()}`;
    expect((await call(t, { url: '/api/basket' })).status).toBe(401);
    expect((await put(t, me, 'x', 1)).status).toBe(400);
    expect((await put(t, me, A!.id, 100)).status).toBe(400);
    expect((await put(t, me, A!.id, -1)).status).toBe(400);
    const unknown = await put(t, me, 999_999, 1);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('not_found');
  });

  it('answers the stock and price now of the products asked, never cached', async () => {
    await setStock(t.database.db, A!.id, 7, 7);
    await setStock(t.database.db, B!.id, null);
    const answer = await t.inject(`/api/availability?ids=${A!.id},${B!.id},999999`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { products } = JSON.parse(answer.body) as { products: unknown[] };
    expect(products).toHaveLength(2);
    expect(products).toContainEqual({ id: A!.id, stock: 7, priceCents: A!.priceCents, vatRate: 7 });
    expect(products).toContainEqual({ id: B!.id, stock: null, priceCents: B!.priceCents, vatRate: 19 });
    expect((await t.inject('/api/availability?ids=abc')).statusCode).toBe(400);
  });
});
