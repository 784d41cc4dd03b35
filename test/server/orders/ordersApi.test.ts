// Orders (docs/orders.md) against a listening app on SQLite and PostgreSQL: catalogue mode refuses
// them; a guest's order takes the shop's own prices and stock in one transaction; the last item is
// sold once among 20 at once; one key is one order among 50 at once; bad input is refused by field.
import { randomUUID } from 'node:crypto';
import type { OrderView, PlacedOrder } from '@/contract';
import type { TestRequest, TestResponse } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';
import { describeOnEachEngine } from '../support/testDatabase';
import { bearer, demoProducts, orderBody, SELLING, setStock, stockOf, totalFor, writeSettings } from './sellingShop';

jest.setTimeout(60_000);

const [A, B, C] = demoProducts;

interface Answer {
  status: number;
  body: Record<string, unknown>;
  response: TestResponse;
}

async function call(t: TestApp, request: TestRequest): Promise<Answer> {
  const response = await t.inject(request);
  return {
    status: response.statusCode,
    body: JSON.parse(response.body || 'null') as Record<string, unknown>,
    response,
  };
}

const order = (t: TestApp, body: unknown, key: string | null = randomUUID(), headers: Record<string, string> = {}) =>
  call(t, {
    method: 'POST',
    url: '/api/orders',
    headers: { 'content-type': 'application/json', ...(key !== null && { 'idempotency-key': key }), ...headers },
    payload: JSON.stringify(body),
  });

const ordersCount = async (t: TestApp) =>
  Number(
    (
      await t.database.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describeOnEachEngine('orders on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ engine, orderRateLimit: 0 });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await writeSettings(t.database.db, SELLING);
    for (const product of [A!, B!, C!]) await setStock(t.database.db, product.id, 10);
  });

  it('are refused in catalogue mode with 403 not-selling, writing nothing', async () => {
    await writeSettings(t.database.db, { ...SELLING, selling: false });
    const before = await ordersCount(t);
    const answer = await order(t, orderBody([{ productId: A!.id, quantity: 1 }]));
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('not-selling');
    expect(await ordersCount(t)).toBe(before);
    expect(await stockOf(t.database.db, A!.id)).toBe(10);
  });

  it("take a guest's order at the shop's prices, lower the stock, and show it only with its token", async () => {
    const lines = [
      { productId: A!.id, quantity: 2 },
      { productId: B!.id, quantity: 1 },
    ];
    const answer = await order(t, orderBody(lines));
    expect(answer.status).toBe(201);
    const placed = answer.body as unknown as PlacedOrder;
    expect(answer.response.headers.location).toBe(`/api/orders/${placed.number}`);
    expect(placed.status).toBe('new');
    expect(placed.lines).toEqual([
      expect.objectContaining({ productId: A!.id, quantity: 2, unitPriceCents: A!.priceCents, vatRate: 19 }),
      expect.objectContaining({ productId: B!.id, quantity: 1, unitPriceCents: B!.priceCents, vatRate: 19 }),
    ]);
    expect(placed.subtotalCents).toBe(2 * A!.priceCents + B!.priceCents);
    expect(placed.totalCents).toBe(totalFor(lines));
    expect(placed.vat).toEqual([{ rate: 19, amountCents: Math.round((placed.totalCents * 19) / 119) }]);
    expect(await stockOf(t.database.db, A!.id)).toBe(8);
    expect(await stockOf(t.database.db, B!.id)).toBe(9);

    const shown = await call(t, { url: `/api/orders/${placed.number}?token=${placed.accessToken}` });
    expect(shown.status).toBe(200);
    const view = shown.body as unknown as OrderView;
    expect(view).toMatchObject({ number: placed.number, name: 'Anna Schmidt', totalCents: placed.totalCents });
    expect(view.payTo).toEqual({
      name: SELLING.seller.name,
      iban: SELLING.seller.iban,
      reference: `Order ${placed.number}`,
    });
    for (const url of [
      `/api/orders/${placed.number}`,
      `/api/orders/${placed.number}?token=wrong`,
      '/api/orders/999999',
    ])
      expect((await call(t, { url })).status).toBe(404);
  });

  it('take the price from the shop when the body names another, and refuse a total that differs', async () => {
    const lines = [{ productId: A!.id, quantity: 1, unitPriceCents: 1, price: 0.01 }];
    const lying = await order(t, orderBody(lines, { totalCents: 1, subtotalCents: 1 }));
    expect(lying.status).toBe(201);
    expect((lying.body as unknown as PlacedOrder).lines[0]!.unitPriceCents).toBe(A!.priceCents);

    const before = await ordersCount(t);
    const cheap = await order(t, orderBody([{ productId: A!.id, quantity: 1 }], { expectedTotalCents: 100 }));
    expect(cheap.status).toBe(409);
    expect(cheap.body).toMatchObject({
      error: 'total_changed',
      totalCents: totalFor([{ productId: A!.id, quantity: 1 }]),
    });
    expect(await ordersCount(t)).toBe(before);
    expect(await stockOf(t.database.db, A!.id)).toBe(9);
  });

  it('sell the last item once among 20 orders at once: one 201, nineteen 409, stock 0', async () => {
    await setStock(t.database.db, C!.id, 1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => order(t, orderBody([{ productId: C!.id, quantity: 1 }]))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0]!.body).toMatchObject({
      error: 'out_of_stock',
      lines: [{ productId: C!.id, requested: 1, available: 0 }],
    });
    expect(await stockOf(t.database.db, C!.id)).toBe(0);
  });

  it('make one order of one key sent 50 times at once, and refuse the key with another body (422)', async () => {
    const key = randomUUID();
    const body = orderBody([{ productId: B!.id, quantity: 1 }]);
    const before = await ordersCount(t);
    const answers = await Promise.all(Array.from({ length: 50 }, () => order(t, body, key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((answer) => answer.body.number)).size).toBe(1);
    // The first answer is built from what was written, the others read back: the same body.
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(await ordersCount(t)).toBe(before + 1);
    expect(await stockOf(t.database.db, B!.id)).toBe(9);

    const other = await order(t, orderBody([{ productId: B!.id, quantity: 2 }]), key);
    expect(other.status).toBe(422);
    expect(other.body.error).toBe('idempotency_key_reused');
  });

  it('refuse bad input with 400 JSON naming each field, and an order without an Idempotency-Key', async () => {
    const noKey = await order(t, orderBody([{ productId: A!.id, quantity: 1 }]), null);
    expect(noKey.status).toBe(400);
    expect(noKey.body.error).toBe('idempotency_key_missing');

    const bad = await order(t, {
      ...orderBody([{ productId: A!.id, quantity: 100 }]),
      email: 'not-an-address',
      address: { street: '', postalCode: '1234', city: 'Köln', country: 'AT' },
      paymentMethod: 'cash',
    });
    expect(bad.status).toBe(400);
    const fields = (bad.body.problems as { field: string }[]).map((problem) => problem.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'email',
        'address.street',
        'address.postalCode',
        'address.country',
        'paymentMethod',
        'lines[0].quantity',
      ]),
    );

    const tooMany = await order(
      t,
      orderBody(Array.from({ length: 101 }, (_, index) => ({ productId: index + 1, quantity: 1 }))),
    );
    expect(tooMany.status).toBe(400);
    const unknown = await order(t, { ...orderBody([{ productId: 999_999, quantity: 1 }]), expectedTotalCents: 0 });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('999999');
    expect(await stockOf(t.database.db, A!.id)).toBe(10);
  });

  it('say every problem and refusal in the language Accept-Language asks for, English otherwise', async () => {
    const bad = {
      ...orderBody([{ productId: A!.id, quantity: 1 }]),
      email: 'not-an-address',
      address: { street: '', postalCode: '1234', city: 'Köln', country: 'DE' },
    };
    const messages = async (headers: Record<string, string>) => {
      const answer = await order(t, bad, randomUUID(), headers);
      expect([answer.status, answer.response.headers['content-language']]).toEqual([400, expect.any(String)]);
      return { language: answer.response.headers['content-language'], ...answer.body };
    };
    expect(await messages({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })).toMatchObject({
      language: 'de',
      error: 'invalid_order',
      message:
        'Es wurde nichts bestellt: Die E-Mail-Adresse ist keine gültige E-Mail-Adresse. Die Straße fehlt. ' +
        'Die Postleitzahl muss aus fünf Ziffern bestehen.',
      problems: [
        { field: 'email', message: 'Die E-Mail-Adresse ist keine gültige E-Mail-Adresse.' },
        { field: 'address.street', message: 'Die Straße fehlt.' },
        { field: 'address.postalCode', message: 'Die Postleitzahl muss aus fünf Ziffern bestehen.' },
      ],
    });
    expect(await messages({})).toMatchObject({
      language: 'en',
      problems: [
        { field: 'email', message: 'The email is not an email address.' },
        { field: 'address.street', message: 'The street is missing.' },
        { field: 'address.postalCode', message: 'The postal code must be five digits.' },
      ],
    });
    await setStock(t.database.db, A!.id, 0);
    const short = await order(t, orderBody([{ productId: A!.id, quantity: 1 }]), randomUUID(), {
      'accept-language': 'de',
    });
    expect(short.body).toMatchObject({
      error: 'out_of_stock',
      message: `Nicht genug auf Lager: Produkt ${A!.id}, noch 0 vorrätig. Es wurde nichts bestellt.`,
    });
  });

  it("keep a signed-in shopper's orders for the account: listed, readable by it alone, unlinked when it is erased", async () => {
    const me = `orders-${randomUUID()}`;
    const placed = await order(t, orderBody([{ productId: A!.id, quantity: 1 }]), randomUUID(), bearer(me));
    expect(placed.status).toBe(201);
    const number = placed.body.number as number;
    expect((await call(t, { url: `/api/orders/${number}`, headers: bearer(me) })).status).toBe(200);
    expect((await call(t, { url: `/api/orders/${number}`, headers: bearer('someone-else') })).status).toBe(404);
    const mine = await call(t, { url: '/api/account/orders', headers: bearer(me) });
    expect((mine.body.orders as OrderView[]).map((view) => view.number)).toEqual([number]);

    const exported = await call(t, { url: '/api/account', headers: bearer(me) });
    expect(exported.body.orders).toEqual([expect.objectContaining({ number, totalCents: placed.body.totalCents })]);
    expect((await call(t, { method: 'DELETE', url: '/api/account', headers: bearer(me) })).status).toBe(204);
    expect((await call(t, { url: '/api/account/orders', headers: bearer(me) })).body.orders).toEqual([]);
    const kept = await call(t, { url: `/api/orders/${number}?token=${String(placed.body.accessToken)}` });
    expect(kept.status).toBe(200);
  });
});

describe('the order limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ orderRateLimit: 2 });
    await writeSettings(t.database.db, SELLING);
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After beyond ORDER_RATE_LIMIT orders a minute from one address', async () => {
    const body = orderBody([{ productId: A!.id, quantity: 1 }]);
    expect((await order(t, body)).status).toBe(201);
    expect((await order(t, body)).status).toBe(201);
    const third = await order(t, body);
    expect(third.status).toBe(429);
    expect(third.response.headers['retry-after']).toMatch(/^\d+$/);
  });
});
